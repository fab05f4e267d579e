import { describe, expect, it } from 'vitest';
import { checkedDefinition } from './editorial-checks.ts';
import { fullCheckOptions } from './react/check-options.ts';
import { readReportFiles } from './report-files.ts';

// biome-ignore lint/suspicious/noExplicitAny: a definition is changed here as the free JSON it is
type Json = any;

const files = readReportFiles();
const others = files.map((f) => ({ key: f.name.replace('.report.json', ''), json: f.json }));

/** The problems of the repository's definition `key` after `change`, checked next to every other. */
function problemsAfter(key: string, change: (definition: Json) => void) {
  const json = structuredClone(files.find((f) => f.name === `${key}.report.json`)!.json);
  change(json);
  return checkedDefinition(key, json, others, fullCheckOptions).problems;
}

const blockById = (definition: Json, id: string) => definition.blocks.find((b: Json) => b.id === id);

describe('a field the rows do not have is a problem at its pointer, before anything runs', () => {
  it('every repository definition holds (no field it names is missing)', () => {
    for (const { key } of others)
      expect(
        problemsAfter(key, () => undefined),
        key,
      ).toEqual([]);
  });

  it("a chart's encoding field the formula's rows lack (readability: 'part' → 'del')", () => {
    const problems = problemsAfter('readability', (d) => {
      blockById(d, 'lix-per-part').props.spec.layer[0].encoding.x.field = 'del';
    });
    const index = (files.find((f) => f.name === 'readability.report.json')!.json as Json).blocks.findIndex(
      (b: Json) => b.id === 'lix-per-part',
    );
    expect(problems).toEqual([
      {
        pointer: `/blocks/${index}/props/spec/layer/0/encoding/x/field`,
        message: "bruger feltet 'del', som dataene her ikke har (grafen eller kolonnen ville være tom)",
      },
    ]);
  });

  it("a field the chart's own fold makes is known ('Værdi'), a tooltip's unknown field is not", () => {
    const problems = problemsAfter('readability', (d) => {
      blockById(d, 'lix-per-part').props.spec.layer[0].encoding.tooltip = [{ field: 'Værdi' }, { field: 'lixx' }];
    });
    expect(problems.map((p) => p.pointer.replace(/^\/blocks\/\d+/, ''))).toEqual([
      '/props/spec/layer/0/encoding/tooltip/1/field',
    ]);
  });

  it('a chart fed by a pipeline (entries → Ord, Antal) with an encoding of a field it does not make', () => {
    const problems = problemsAfter('adjectives', (d) => {
      blockById(d, 'adjectives-chart').props.spec.encoding.y.field = 'Antal ord';
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toContain("'Antal ord'");
  });

  it('a table column whose key the rows lack (similar books)', () => {
    const problems = problemsAfter('similar-books', (d) => {
      blockById(d, 'books').props.columns[0].key = 'titel';
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]!.pointer).toMatch(/\/props\/columns\/0\/key$/);
  });

  it("a select step's text placeholder the model section lacks (sentiment: '{del} %')", () => {
    const problems = problemsAfter('sentiment', (d) => {
      blockById(d, 'mood-curve').bind.values.transform[0].fields.Placering.template = '{del} %';
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]!.pointer).toMatch(/\/bind\/values\/transform\/0\/fields\/Placering\/template$/);
    expect(problems[0]!.message).toContain("'del'");
  });

  it("a select step's field the model section lacks (characters: 'navn')", () => {
    const problems = problemsAfter('characters', (d) => {
      const steps = blockById(d, 'top-5').bind.values.transform;
      steps[steps.length - 1].fields.Navn = 'navn';
    });
    expect(problems.map((p) => p.message)).toEqual([
      "bruger feltet 'navn', som dataene her ikke har (grafen eller kolonnen ville være tom)",
    ]);
  });
});
