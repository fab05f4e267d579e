import { describe, expect, it } from 'vitest';
import type { DefinitionIssue } from './errors.ts';
import { compileExpression, mustCompile } from './expression.ts';
import { expressionBounds } from './expression-bounds.ts';

const evaluate = (text: string) => mustCompile(text).evaluate({}, {});

describe('bounded expressions', () => {
  it('an expression that loops is stopped after the time bound, in Danish', async () => {
    await expect(evaluate('($f := function($x) { $f($x + 1) }; $f(0))')).rejects.toThrow(
      `udtrykket tog mere end ${expressionBounds.timeoutMs} ms og blev stoppet`,
    );
  });

  it('an expression that recurses without end is stopped by the depth or the time bound', async () => {
    await expect(evaluate('($f := function($x) { 1 + $f($x) }; $f(0))')).rejects.toThrow(/blev stoppet/);
  });

  it('a result larger than the size bound is refused', async () => {
    await expect(evaluate('[1..200000]')).rejects.toThrow(
      `udtrykkets resultat er for stort (mere end ${expressionBounds.maxValues} værdier)`,
    );
    await expect(evaluate("[1..5000].{'a': [1..30]}")).rejects.toThrow(/for stort/);
  });

  it('a sequence past the sequence bound is stopped while it is built', async () => {
    await expect(evaluate('$count([1..1000].([1..1001]))')).rejects.toThrow(
      `mere end ${expressionBounds.maxSequence} værdier`,
    );
  });

  it('a huge expression is refused at load, and deep nesting gives a parse error, not a crash', () => {
    const issues: DefinitionIssue[] = [];
    expect(compileExpression(`1${' + 1'.repeat(3000)}`, '/blocks/0/bind/value', {}, issues)).toBeUndefined();
    expect(issues).toEqual([
      { pointer: '/blocks/0/bind/value', message: 'udtrykket er 12001 tegn langt; højst 10000 tegn er tilladt' },
    ]);
    const nested: DefinitionIssue[] = [];
    compileExpression(`${'('.repeat(4000)}1${')'.repeat(4000)}`, '/x', {}, nested);
    expect(nested).toHaveLength(1);
    expect(nested[0]?.pointer).toBe('/x');
  });

  it('$pad, which allocates as wide as asked, is not allowed', () => {
    expect(() => mustCompile("$pad('', 1000000000)")).toThrow("ukendt funktion '$pad'");
  });

  it('ordinary expressions are unaffected', async () => {
    await expect(evaluate('$sum([1..1000])')).resolves.toBe(500500);
  });
});
