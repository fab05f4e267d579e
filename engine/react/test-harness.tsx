import { render, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import { collectingLogger, loadReportDefinition, type ReportContent, type ReportContext } from '../index.ts';
import { blockPropsSpecs } from './blocks/specs.ts';
import type { ReportAction } from './engine-context.ts';
import { ReportView } from './ReportView.tsx';

export const testContext: ReportContext = { reportId: 8, isAdmin: false, isTrial: false, isSimilarBook: false };

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
  } = {},
) {
  const logger = collectingLogger();
  const definition = loadReportDefinition(pageWith(blocks), 'test.report.json', { blockProps: blockPropsSpecs });
  const view = render(
    <ReportView
      definition={definition}
      data={options.data ?? []}
      content={options.content}
      context={{ ...testContext, ...options.context }}
      logger={logger}
      onAction={options.onAction}
    />,
  );
  await waitFor(() => expect(view.container.querySelector('[data-block-state="loading"]')).toBeNull(), {
    timeout: 8000,
  });
  return { ...view, logger };
}
