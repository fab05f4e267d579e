/**
 * The order in which Vitest starts the test files: the longest first, so that no long file starts late and runs on
 * alone at the end of its lane while the other core idles.
 *
 * Vitest orders by the durations of the last run it remembers (node_modules/.vite/vitest), and without one, as on
 * CI's fresh clone, by file size, largest first: the longest browser files (the two halves of the report pages,
 * reports-first and reports-second.test.ts) are among the smallest, and the fuzz file started 114th of 167 and ended the unit run. The files
 * below, the longest measured (docs/TESTING.md, the suite's time), start first in this order whatever Vitest
 * remembers; the rest keep Vitest's order after them.
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The longest files by measured duration, longest first (paths from the repository's root). */
export const LONGEST_FILES = [
  // Browser tests (their own Vitest run: `--project e2e`).
  'tests/e2e/reports-first.test.ts',
  'tests/e2e/reports-second.test.ts',
  'tests/e2e/subscribed-author.test.ts',
  'tests/e2e/full-report.test.ts',
  'tests/e2e/admin.test.ts',
  'tests/e2e/editor-forms.test.ts',
  'tests/e2e/consistency.test.ts',
  'tests/e2e/print-refusal.test.ts',
  'tests/e2e/editor.test.ts',
  'tests/e2e/print.test.ts',
  'tests/e2e/visitor.test.ts',
  'tests/e2e/large-novel.test.ts',
  'tests/e2e/passages.test.ts',
  // Unit and integration tests (one Vitest run).
  'tests/integration/routes.test.ts',
  'tests/integration/analysis-budget.test.ts',
  'tests/integration/jobs.test.ts',
  'tests/fuzz/import-fuzz.test.ts',
  'tests/integration/annotated-manuscript.test.ts',
  'tests/integration/demo-mode.test.ts',
  'tests/integration/smtp.test.ts',
  'tests/integration/external-provider.test.ts',
  'tests/integration/concurrent-analysis.test.ts',
  'tests/integration/login-limits.test.ts',
  'analysis/lexicons/artefact.test.ts',
  'engine/react/definitions.test.tsx',
  'analysis/models/lists-bad-input.test.ts',
  'analysis/cli.test.ts',
  'tests/unit/rich-danish-novel.test.ts',
];

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const inVitestOrder = await super.sort(files);
    const root = this.ctx.config.root;
    const rank = (file: TestSpecification) => {
      const at = LONGEST_FILES.indexOf(relative(root, file.moduleId).replaceAll('\\', '/'));
      return at < 0 ? LONGEST_FILES.length : at;
    };
    return inVitestOrder
      .map((file, index) => ({ file, index, rank: rank(file) }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map(({ file }) => file);
  }
}
