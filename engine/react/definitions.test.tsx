// @vitest-environment happy-dom
/**
 * Every definition is a test: it validates, normalising does not change it, and it renders from the contract
 * fixtures (tests/fixtures/contracts, ours where they have nothing)
 * with no warning, no failed block and every chart drawn.
 */
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pageContent, pageData } from '../../tests/unit/reports/contract-fixtures.ts';
import { collectingLogger, loadReportDefinitions, normaliseDefinition } from '../index.ts';
import { readReportFiles } from '../report-files.ts';
import { fullCheckOptions } from './check-options.ts';
import { ReportView } from './ReportView.tsx';
import { settled } from './test-harness.tsx';

afterEach(cleanup);

const data = pageData();
const content = pageContent();
const files = readReportFiles();
const asRead = new Map(files.map((file) => [file.name, JSON.stringify(file.json)]));
const loaded = loadReportDefinitions(files, fullCheckOptions);
const definitionOf = (name: string) => {
  const definition = loaded.definitions.find((d) => d.source === name);
  if (!definition) throw new Error(loaded.failures.find((f) => f.source === name)?.message ?? `${name} did not load`);
  return definition;
};

describe('report definitions', () => {
  it('all load together: unique keys and report ids, every chart compiles, no block problem', () => {
    expect(loaded.failures.map((f) => f.message)).toEqual([]);
    expect(loaded.definitions.flatMap((d) => d.blockProblems)).toEqual([]);
    expect(loaded.definitions).toHaveLength(files.length);
  });

  it('there is a definition for every page of the spec', () => {
    const ids = files.map((f) => (f.json as { reportId: number }).reportId).sort((a, b) => a - b);
    for (let id = 1; id <= 17; id++) expect(ids, `report ${id}`).toContain(id);
  });

  for (const file of files) {
    describe(file.name, () => {
      it('validates, and normalising does not change it', () => {
        const definition = definitionOf(file.name);
        expect(`${definition.key}.report.json`).toBe(file.name);
        expect(JSON.stringify(file.json)).toBe(asRead.get(file.name));
        const once = normaliseDefinition(file.json as never);
        expect(normaliseDefinition(once)).toEqual(once);
      });

      for (const print of [false, true]) {
        it(`renders from the fixtures with no warning and no failed block${print ? ' (print)' : ''}`, async () => {
          const definition = definitionOf(file.name);
          const logger = collectingLogger();
          const context = {
            reportId: definition.reportId,
            isAdmin: false,
            isTrial: false,
            isSimilarBook: false,
            print,
            revisionId: 'rev-1',
          };
          const { container } = render(
            <ReportView definition={definition} data={data} content={content} context={context} logger={logger} />,
          );
          await settled(container);
          // Nested blocks (tab panels) may mount late on a loaded machine: poll until every block is ready.
          // A failed or unknown block never becomes ready, so it still fails here, by name.
          const notReady = () =>
            [...container.querySelectorAll('[data-block-state]')]
              .filter((e) => e.getAttribute('data-block-state') !== 'ready')
              .map((e) => `${e.getAttribute('data-block-id')}: ${e.getAttribute('data-block-state')}`);
          await waitFor(() => expect(notReady()).toEqual([]), { timeout: 10_000 });
          await waitFor(
            () =>
              expect(container.querySelectorAll('[data-chart-state]:not([data-chart-state="ready"])')).toHaveLength(0),
            { timeout: 10_000 },
          );
          expect(logger.entries).toEqual([]);
        }, 20_000);
      }
    });
  }
});
