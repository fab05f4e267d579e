import { describe, expect, it } from 'vitest';
import type { DefinitionIssue } from './errors.ts';
import { compileExpression, mustCompile } from './expression.ts';
import { expressionBounds } from './expression-bounds.ts';

const problemsOf = (text: string) => {
  const issues: DefinitionIssue[] = [];
  compileExpression(text, '/blocks/0/bind/value', {}, issues);
  return issues;
};

describe('formula bounds, checked at load (no clock while rendering)', () => {
  it('a formula longer than the bound is refused at its pointer, in Danish', () => {
    expect(problemsOf(`1${' + 1'.repeat(40)}`)).toEqual([
      {
        pointer: '/blocks/0/bind/value',
        message: `udtrykket er 161 tegn langt; højst ${expressionBounds.maxLength} tegn er tilladt (brug en pipeline af navngivne transformationer)`,
      },
    ]);
  });

  it('a function definition, an assignment and recursion are refused before anything runs', () => {
    expect(problemsOf('($f := function($x) { $f($x + 1) }; $f(0))').map((i) => i.message)).toEqual(
      expect.arrayContaining([
        "et udtryk må ikke definere funktioner ('function'); brug en navngiven transformation",
        "et udtryk må ikke tildele variabler (':='); brug en pipeline af navngivne transformationer",
      ]),
    );
    expect(problemsOf('$sort([3, 1], function($a, $b) { $a > $b })')[0]?.message).toMatch(/definere funktioner/);
  });

  it('a function passed as a value, a regular expression and an open or wide range are refused', () => {
    expect(problemsOf("$sort(['b', 'a'], $string)")[0]?.message).toBe(
      "funktionen '$string' må kun kaldes, ikke gives videre som værdi",
    );
    expect(problemsOf("$contains('abc', /a+/)")[0]?.message).toBe('et udtryk må ikke bruge regulære udtryk');
    expect(problemsOf('[1..200000]')[0]?.message).toBe(
      `en talrække ('..') skal have faste grænser og højst ${expressionBounds.maxRange} tal`,
    );
    expect(problemsOf('[1..$count($content.x)]')[0]?.message).toMatch(/faste grænser/);
    expect(problemsOf('[0..4]')).toEqual([]);
  });

  it('a short formula with too many syntax nodes is refused', () => {
    const text = `[${Array.from({ length: 25 }, () => '1,2').join(',')}]`;
    expect(text.length).toBeLessThanOrEqual(expressionBounds.maxLength);
    expect(problemsOf(text)[0]?.message).toMatch(/^udtrykket har \d+ led; højst 40 er tilladt/);
  });

  it('$pad, $map, $filter, $reduce, $sift and $each are not among the functions', () => {
    for (const name of ['pad', 'map', 'filter', 'reduce', 'sift', 'each'])
      expect(problemsOf(`$${name}([1], 1)`).map((i) => i.message)).toContain(`ukendt funktion '$${name}'`);
  });

  it('deep nesting gives a parse error at the pointer, not a crash', () => {
    const nested: DefinitionIssue[] = [];
    compileExpression(`${'('.repeat(4000)}1${')'.repeat(4000)}`, '/x', {}, nested);
    expect(nested).toHaveLength(1);
    expect(nested[0]?.pointer).toBe('/x');
  });

  it('ordinary formulas evaluate whatever the machine load: no time bound', async () => {
    await expect(mustCompile('$sum([1..1000])').evaluate({}, {})).resolves.toBe(500500);
    const words = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`w${i}`, i]));
    await expect(mustCompile('$count($keys(words))', { words: undefined }).evaluate({ words }, {})).resolves.toBe(
      100_000,
    );
  });
});
