// @vitest-environment happy-dom
/**
 * Every definition is a test: it validates, normalising does not change it, and it renders from the fixtures
 * with no warning, no failed block and every chart drawn.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import { collectingLogger, loadReportDefinition, normaliseDefinition } from '../index.ts';
import { readReportFiles } from '../report-files.ts';
import { blockPropsSpecs } from './blocks/specs.ts';
import { ReportView } from './ReportView.tsx';

afterEach(cleanup);

/** The contract fixtures (when present) first, then ours for whatever model sections they do not cover. */
function fixtureData(): RevisionDataItem[] {
  const ours: RevisionDataItem[] = JSON.parse(readFileSync('tests/fixtures/reports/revision-data.json', 'utf8'));
  const folder = 'tests/fixtures/contracts/revision-data';
  const contract: RevisionDataItem[] = existsSync(folder)
    ? readdirSync(folder)
        .filter((f) => f.endsWith('.json'))
        .flatMap((f) => JSON.parse(readFileSync(join(folder, f), 'utf8')) as RevisionDataItem[])
    : [];
  const has = (item: RevisionDataItem) => contract.some((c) => c.model === item.model && c.section === item.section);
  return [...contract, ...ours.filter((item) => !has(item))];
}

const data = fixtureData();
const content = JSON.parse(readFileSync('tests/fixtures/reports/content.json', 'utf8'));
const files = readReportFiles();

describe('report definitions', () => {
  it('there is a definition for every page of the spec', () => {
    const ids = files.map((f) => (f.json as { reportId: number }).reportId).sort((a, b) => a - b);
    for (let id = 1; id <= 17; id++) expect(ids, `report ${id}`).toContain(id);
  });

  for (const file of files) {
    describe(file.name, () => {
      it('validates, and normalising does not change it', () => {
        const before = JSON.stringify(file.json);
        const definition = loadReportDefinition(file.json, file.name, { blockProps: blockPropsSpecs });
        expect(`${definition.key}.report.json`).toBe(file.name);
        expect(JSON.stringify(file.json)).toBe(before);
        const once = normaliseDefinition(file.json as never);
        expect(normaliseDefinition(once)).toEqual(once);
      });

      for (const print of [false, true]) {
        it(`renders from the fixtures with no warning and no failed block${print ? ' (print)' : ''}`, async () => {
          const definition = loadReportDefinition(file.json, file.name, { blockProps: blockPropsSpecs });
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
          await waitFor(() => expect(container.querySelector('[data-block-state="loading"]')).toBeNull(), {
            timeout: 8000,
          });
          const notReady = [...container.querySelectorAll('[data-block-state]')]
            .filter((e) => e.getAttribute('data-block-state') !== 'ready')
            .map((e) => `${e.getAttribute('data-block-id')}: ${e.getAttribute('data-block-state')}`);
          expect(notReady).toEqual([]);
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
