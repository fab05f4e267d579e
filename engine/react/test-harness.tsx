import { render, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import { collectingLogger, loadReportDefinition, type ReportContent, type ReportContext } from '../index.ts';
import { fullCheckOptions } from './check-options.ts';
import type { ArticlePageLoader, ReportAction, ViewHref } from './engine-context.ts';
import type { PassagesSource } from './passages-source.ts';
import { ReportView } from './ReportView.tsx';

export const testContext: ReportContext = { reportId: 8, isAdmin: false, isTrial: false, isSimilarBook: false };

/**
 * Waits until every block has been bound and no new block appears (tab panels and other containers mount
 * their children a moment after themselves).
 */
export async function settled(container: HTMLElement): Promise<void> {
  let last = -1;
  let unchanged = 0;
  await waitFor(
    () => {
      const all = container.querySelectorAll('[data-block-state]').length;
      const loading = container.querySelectorAll('[data-block-state="loading"]').length;
      unchanged = all === last ? unchanged + 1 : 0;
      last = all;
      expect(loading === 0 && unchanged >= 4).toBe(true);
    },
    { timeout: 8000 },
  );
}

/** A one-page definition around `blocks`, with Legibility as its data sources (for tests). */
export function pageWith(blocks: unknown[]) {
  return {
    key: 'test',
    reportId: 8,
    title: 'Test',
    data: {
      legibility: { model: 'Legibility', section: 'global' },
      legibilityParts: { model: 'Legibility', section: 'parts' },
    },
    blocks,
  };
}

/** Loads and renders blocks, waits until every block has been bound, and returns what a test reads. */
export async function renderBlocks(
  blocks: unknown[],
  options: {
    data?: RevisionDataItem[];
    content?: ReportContent;
    context?: Partial<ReportContext>;
    onAction?: (a: ReportAction) => void;
    loadArticles?: ArticlePageLoader;
    passages?: PassagesSource;
    viewHref?: ViewHref;
    chartsWhenNear?: boolean;
    stillCharts?: ReadonlyMap<string, string>;
  } = {},
) {
  const logger = collectingLogger();
  const definition = loadReportDefinition(pageWith(blocks), 'test.report.json', fullCheckOptions);
  const view = render(
    <ReportView
      definition={definition}
      data={options.data ?? []}
      content={options.content}
      context={{ ...testContext, ...options.context }}
      logger={logger}
      onAction={options.onAction}
      loadArticles={options.loadArticles}
      {...(options.passages ? { passages: options.passages } : {})}
      {...(options.viewHref ? { viewHref: options.viewHref } : {})}
      chartsWhenNear={options.chartsWhenNear}
      {...(options.stillCharts ? { stillCharts: options.stillCharts } : {})}
    />,
  );
  await settled(view.container);
  return { ...view, logger };
}

/** Legibility parts for chart tests: one part per LIX value, at the given places along the book (0-100). */
export function legibilityPartsData(lixes: number[], places: number[]) {
  const content = lixes.map((lix, i) => ({
    part: places[i] ?? 0,
    chunk_id: i,
    number_of_sentences: 1,
    number_of_words: 10 + 2 * i,
    number_of_complex_words: 2 + i,
    percentage_of_complex_words: 20 + 5 * i,
    average_sentence_length: 10 + 2 * i,
    average_word_length: 4,
    lexicon_size: 9 + i,
    lix,
  }));
  return { parts: content, data: [{ model: 'Legibility' as const, section: 'parts' as const, content }] };
}
