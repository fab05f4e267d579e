/** Bindings and display rules as data: bad definitions are refused at their pointers, bad data fails one block. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type BindInput, bindBlock } from './bind.ts';
import { DefinitionError, type DefinitionIssue } from './errors.ts';
import { loadReportDefinition } from './load.ts';
import { loadReportDefinitions } from './load-all.ts';
import { collectingLogger } from './logger.ts';
import { prepareSources } from './sources.ts';

const page = (blocks: unknown[]) => ({
  key: 'ord',
  reportId: 50,
  title: 'Ord',
  data: { showTell: { model: 'ShowingTelling', section: 'global' } },
  blocks,
});
const message = (bind: Record<string, unknown>, when?: unknown) => ({
  type: 'message',
  id: `m${Math.random().toString(36).slice(2, 8)}`,
  bind,
  ...(when ? { when } : {}),
});
const issuesOf = (json: unknown): DefinitionIssue[] => {
  try {
    loadReportDefinition(json, 'ord.report.json');
    return [];
  } catch (error) {
    if (error instanceof DefinitionError) return error.issues;
    throw error;
  }
};
const fixture = (
  JSON.parse(readFileSync('tests/fixtures/reports/revision-data.json', 'utf8')) as {
    model: string;
    section: string;
    content: Record<string, unknown>;
  }[]
).find((d) => d.model === 'ShowingTelling' && d.section === 'global')!;
const showTell = (adjectives: Record<string, number>) => [
  { ...fixture, content: { ...fixture.content, adjectives_count: adjectives } },
];
const topWords = (transform: unknown[]) => ({ from: 'showTell.adjectives_count', transform });

describe('a definition with a bad pipeline is refused at the pointer, in Danish', () => {
  it('an unknown transform', () => {
    expect(issuesOf(page([message({ text: topWords([{ type: 'sorter' }]) })]))).toEqual([
      {
        pointer: '/blocks/0/bind/text/transform/0/type',
        message:
          "følger ikke definitionsformatet: ukendt transformation 'sorter' (de kendte står i docs/REPORTS.md under Transformationer)",
      },
    ]);
  });

  it('a parameter of the wrong type, a missing one and an unknown one', () => {
    expect(issuesOf(page([message({ text: topWords([{ type: 'top', n: 'fem' }]) })]))).toEqual([
      {
        pointer: '/blocks/0/bind/text/transform/0/n',
        message: 'følger ikke definitionsformatet: skal være et heltal, men er en tekst',
      },
    ]);
    expect(issuesOf(page([message({ text: topWords([{ type: 'sort', field: 'n' }, { type: 'top' }]) })]))).toEqual([
      { pointer: '/blocks/0/bind/text/transform/1/n', message: "følger ikke definitionsformatet: mangler 'n'" },
    ]);
    expect(issuesOf(page([message({ text: topWords([{ type: 'top', n: 5, antal: 5 }]) })]))).toEqual([
      {
        pointer: '/blocks/0/bind/text/transform/0/antal',
        message: "følger ikke definitionsformatet: 'antal' kendes ikke her",
      },
    ]);
  });

  it('a formula over the bound in `from` or in a display rule, and a field the model does not have', () => {
    const long = `showTell.adjectives_count${' and true'.repeat(12)}`;
    expect(issuesOf(page([message({ text: { from: long, transform: [{ type: 'top', n: 1 }] } })]))[0]).toEqual({
      pointer: '/blocks/0/bind/text/from',
      message: `udtrykket er ${long.length} tegn langt; højst 120 tegn er tilladt (brug en pipeline af navngivne transformationer)`,
    });
    const when = { effect: 'show', condition: '($n := 1; $n = 1)' };
    expect(issuesOf(page([message({ text: "'x'" }, when)]))[0]?.pointer).toBe('/blocks/0/when/condition');
    const rows = { transform: [{ type: 'rows', rows: [{ value: { field: 'showTell.nope' } }] }] };
    expect(issuesOf(page([message({ text: rows })]))).toEqual([
      {
        pointer: '/blocks/0/bind/text/transform/0/rows/0/value/field',
        message: "bruger 'nope', som models/ShowingTelling/global ikke har",
      },
    ]);
    const near = { effect: 'show', condition: { field: 'showTell.adjectives_count', op: 'near' } };
    expect(issuesOf(page([message({ text: "'x'" }, near)]))).toEqual([
      {
        pointer: '/blocks/0/when/condition/op',
        message:
          'følger ikke definitionsformatet: skal være en af "=", "!=", "<", "<=", ">", ">=", "exists", "missing", "empty", "notEmpty", men er "near"',
      },
    ]);
    const comparison = { effect: 'hide', condition: { field: 'showTell.nope', op: 'empty' } };
    expect(issuesOf(page([message({ text: "'x'" }, comparison)]))[0]?.pointer).toBe('/blocks/0/when/condition/field');
  });

  it('a link to an unknown report, when the definitions are loaded together', () => {
    const link = { transform: [{ type: 'reportLink', report: 'ukendt' }] };
    const json = page([{ type: 'elementList', id: 'e', bind: { items: "[{'name': 'x'}]" } }, message({ text: link })]);
    const { failures } = loadReportDefinitions([{ name: 'ord.report.json', json }]);
    expect(failures[0]?.issues).toEqual([
      { pointer: '/blocks/1/bind/text/transform/0/report', message: "der er ingen rapport med key 'ukendt'" },
    ]);
  });
});

describe('data that breaks a transform fails its block alone, naming the field', () => {
  it('a row without the field a sort needs', async () => {
    const definition = loadReportDefinition(
      page([
        message({
          text: {
            from: 'showTell.adjectives_count',
            transform: [
              { type: 'entries', key: 'Ord', value: 'Antal' },
              { type: 'sort', field: 'Vægt' },
            ],
          },
        }),
        message({ text: "'uberørt'" }),
      ]),
      'ord.report.json',
    );
    const logger = collectingLogger();
    const data = showTell({ stor: 2 });
    const input: BindInput = {
      sources: prepareSources(definition, data as never, logger),
      content: {},
      context: { reportId: 50, isAdmin: false, isTrial: false, isSimilarBook: false },
      logger,
      source: 'ord',
    };
    const [first, second] = await Promise.all(definition.blocks.map((block) => bindBlock(block, input)));
    const problem = "trin 2 ('sort'): transformationen 'sort' mangler feltet 'Vægt' i række 1";
    expect(first).toEqual({
      state: 'failed',
      reason: `binding 'text' failed: ${problem}`,
      problems: [{ pointer: '/blocks/0/bind/text', message: problem }],
      detail: problem,
    });
    expect(second).toEqual({ state: 'ready', props: { text: 'uberørt' } });
    expect(logger.entries.map((e) => e.detail?.block)).toEqual([definition.blocks[0]?.id]);
  });

  it('display rules as data: a comparison and a pipeline', async () => {
    const definition = loadReportDefinition(
      page([
        message({ text: "'tom'" }, { effect: 'show', condition: { field: 'showTell.adjectives_count', op: 'empty' } }),
        message(
          { text: "'ord'" },
          {
            effect: 'show',
            condition: {
              from: 'showTell.adjectives_count',
              transform: [
                { type: 'entries', key: 'k', value: 'v' },
                { type: 'test', op: 'notEmpty' },
              ],
            },
          },
        ),
      ]),
      'ord.report.json',
    );
    const logger = collectingLogger();
    const bind = (adjectives: Record<string, number>) =>
      Promise.all(
        definition.blocks.map((block) =>
          bindBlock(block, {
            sources: prepareSources(definition, showTell(adjectives) as never, logger),
            content: {},
            context: { reportId: 50, isAdmin: false, isTrial: false, isSimilarBook: false },
            logger,
            source: 'ord',
          }),
        ),
      );
    expect((await bind({})).map((b) => b.state)).toEqual(['ready', 'hidden']);
    expect((await bind({ stor: 1 })).map((b) => b.state)).toEqual(['hidden', 'ready']);
  });
});

describe('an optional data source (docs/REPORTS.md, data sources)', () => {
  const withChapters = (optional: boolean) =>
    loadReportDefinition(
      {
        ...page([
          message({ text: { from: 'showTell.show_tell_value', transform: [{ type: 'template', text: '{}' }] } }),
        ]),
        data: {
          showTell: { model: 'ShowingTelling', section: 'global' },
          chapters: { model: 'Chapters', section: 'chapters', ...(optional ? { optional: true } : {}) },
        },
      },
      'ord.report.json',
    );
  const bound = async (optional: boolean) => {
    const definition = withChapters(optional);
    const logger = collectingLogger();
    const sources = prepareSources(definition, showTell({ stor: 2 }) as never, logger);
    const block = { ...definition.blocks[0]!, sources: new Set(['showTell', 'chapters']) };
    const context = { reportId: 50, isAdmin: false, isTrial: false, isSimilarBook: false };
    return bindBlock(block, { sources, content: {}, context, logger, source: 'ord' });
  };
  it('gives its blocks nothing to read when the revision lacks the model, where a required one fails them', async () => {
    expect((await bound(true)).state).toBe('ready');
    expect((await bound(false)).state).not.toBe('ready');
  });
});
