import { describe, expect, it } from 'vitest';
import { checkedDefinition } from '../../../engine/editorial-checks.ts';
import { fullCheckOptions } from '../../../engine/react/check-options.ts';
import { readReportFiles } from '../../../engine/report-files.ts';
import { buildBlock, type ChartChoice, choiceProblem, formOf, kindsFor, safeName } from './chart-builder.ts';
import { shortLabel, sourceShape } from './source-fields.ts';

// biome-ignore lint/suspicious/noExplicitAny: a definition is changed here as the free JSON it is
type Json = any;

const files = readReportFiles();
const others = files.map((f) => ({ key: f.name.replace('.report.json', ''), json: f.json }));

/** The problems of readability with the built block added at the end, checked as the server checks a save. */
function problemsWith(choice: ChartChoice, key = 'readability') {
  const json: Json = structuredClone(files.find((f) => f.name === `${key}.report.json`)!.json);
  const alias = choice.source.split('.')[0]!;
  const { model, section } = json.data[alias];
  const form = formOf(choice.source, sourceShape(model, section));
  expect(choiceProblem(choice, form)).toBeNull();
  json.blocks.push(buildBlock(choice, form));
  return { problems: checkedDefinition(key, json, others, fullCheckOptions).problems, json };
}

const value = (field: string, label: string, max?: number) => ({ field, label, ...(max ? { max } : {}) });

describe('the chart builder makes blocks the engine loads', () => {
  it('a line chart of two fields of every part, along the position in the book', () => {
    const { problems, json } = problemsWith({
      kind: 'line',
      source: 'legibilityParts',
      x: value('part', 'Placering i bogen (%)'),
      values: [value('lix', 'LIX'), value('average_sentence_length', 'Ord pr. sætning')],
      title: 'LIX og ord pr. sætning',
      id: 'built-line',
    });
    expect(problems).toEqual([]);
    const block = json.blocks.at(-1);
    expect(block.props.spec.transform[0].fold).toEqual(['LIX', 'Ord pr sætning']);
    expect(block.bind.values.transform[0].fields).toEqual({
      'Placering i bogen (%)': 'part',
      LIX: 'lix',
      'Ord pr sætning': 'average_sentence_length',
    });
  });

  it('a bar chart of one field per part, a table of parts', () => {
    for (const kind of ['bar', 'table'] as const) {
      const { problems } = problemsWith({
        kind,
        source: 'legibilityParts',
        x: value('part', 'Del'),
        values: [value('number_of_words', 'Ord')],
        title: 'Ord pr. del',
        id: `built-${kind}`,
      });
      expect(problems, kind).toEqual([]);
    }
  });

  it('bars, a radar and a table of measures of the whole book', () => {
    const measures = [value('lix', 'LIX', 60), value('average_sentence_length', 'Sætningslængde', 30)];
    for (const kind of ['bar', 'radar', 'table'] as const) {
      const { problems } = problemsWith({
        kind,
        source: 'legibility',
        values: [...measures, value('percentage_of_complex_words', 'Lange ord (%)', 100)],
        title: 'Bogen i tal',
        id: `built-${kind}`,
      });
      expect(problems, kind).toEqual([]);
    }
  });

  it("the most frequent words of a field that counts words (adjectives: 'showTell.adverbs_count')", () => {
    for (const kind of ['bar', 'table'] as const) {
      const { problems, json } = problemsWith(
        { kind, source: 'showTell.adverbs_count', values: [], title: 'Biord', id: `built-${kind}` },
        'adjectives',
      );
      expect(problems, kind).toEqual([]);
      expect(json.blocks.at(-1).bind[kind === 'bar' ? 'values' : 'rows'].from).toBe('showTell.adverbs_count');
    }
  });

  it('a field the rows lack is refused by the same check as a hand-written one', () => {
    const json: Json = structuredClone(files.find((f) => f.name === 'readability.report.json')!.json);
    const block = buildBlock(
      {
        kind: 'line',
        source: 'legibilityParts',
        x: value('part', 'Del'),
        values: [value('lix', 'LIX')],
        title: 'T',
        id: 'x',
      },
      'rows',
    ) as Json;
    block.bind.values.transform[0].fields.LIX = 'lixx';
    json.blocks.push(block);
    const problems = checkedDefinition('readability', json, others, fullCheckOptions).problems;
    expect(problems.map((p) => p.message).join(' ')).toContain('lixx');
  });
});

describe('what the builder asks for first, in Danish', () => {
  const base: ChartChoice = { kind: 'radar', source: 'legibility', values: [], title: 'Radar', id: 'r' };
  it('refuses a radar of fewer than three axes or an axis without a largest value', () => {
    expect(choiceProblem({ ...base, values: [value('lix', 'LIX', 60)] }, 'measures')).toBe(
      'En radar skal have mindst tre akser.',
    );
    expect(
      choiceProblem(
        {
          ...base,
          values: [value('lix', 'LIX', 60), value('lexicon_size', 'Ordforråd'), value('number_of_words', 'Ord', 9)],
        },
        'measures',
      ),
    ).toBe("Angiv den største værdi på aksen 'Ordforråd'.");
  });
  it('compares a radar with the similar books only on measures they carry', () => {
    const compared = { ...base, similar: 'similarBooks' };
    const measures = [value('lix', 'LIX'), value('percentage_say_ask_verbs', 'Sige'), value('show_tell_value', 'Vis')];
    expect(choiceProblem({ ...compared, values: measures }, 'measures')).toBeNull();
    expect(
      choiceProblem({ ...compared, values: [...measures, value('lexicon_size', 'Ordforråd')] }, 'measures'),
    ).toMatch(/^De lignende bøger har ikke målet 'Ordforråd', så aksen kan ikke sammenlignes\. .*: genre, /u);
  });
  it('refuses a bad id, an empty title, no field, two fields of one name, a kind that does not fit', () => {
    const line: ChartChoice = {
      kind: 'line',
      source: 'p',
      x: value('part', 'Del'),
      values: [value('lix', 'LIX')],
      title: 'T',
      id: 'ok',
    };
    expect(choiceProblem({ ...line, id: 'Min Graf' }, 'rows')).toMatch(/små bogstaver/);
    expect(choiceProblem({ ...line, title: ' ' }, 'rows')).toBe('Giv grafen en titel.');
    expect(choiceProblem({ ...line, values: [] }, 'rows')).toBe('Vælg mindst ét felt at vise.');
    expect(choiceProblem({ ...line, values: [value('lix', 'Del')] }, 'rows')).toMatch(/samme navn/);
    expect(choiceProblem(line, 'measures')).toBe('Linjediagram passer ikke til de valgte data.');
    expect(kindsFor('counts')).toEqual(['bar', 'table']);
  });
  it('makes names safe as Vega-Lite fields and labels short', () => {
    expect(safeName('Ord pr. sætning [antal]')).toBe('Ord pr sætning antal');
    const words = sourceShape('Legibility', 'global').fields.find((f) => f.name === 'number_of_words')!;
    expect(shortLabel(words)).toBe('Antal ord');
    expect(words.kind).toBe('number');
    expect(sourceShape('ShowingTelling', 'global').fields.find((f) => f.name === 'adjectives_count')!.kind).toBe(
      'counts',
    );
  });
});

describe('a field’s default name in a chart', () => {
  it('is its Danish description up to the first comma, colon or bracket', () => {
    const field = (model: string, section: string, name: string) =>
      shortLabel(sourceShape(model, section).fields.find((f) => f.name === name)!);
    expect(field('Legibility', 'parts', 'average_sentence_length')).toBe('Gennemsnitligt antal ord pr. sætning');
    expect(field('Legibility', 'parts', 'part')).toBe('Hvor i bogen delen ligger');
    expect(field('Legibility', 'global', 'lix')).toBe('Læsbarhedstallet LIX');
  });
});
