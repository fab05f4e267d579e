import type { FromSchema } from 'json-schema-to-ts';
import type { clicheTableParams } from '../../schemas/transforms/domain.ts';
import { asRows, isRecord, type Transform } from './transform.ts';

/** A cliché match's similarity 0..1 as the percent the page shows (0 is shown as 100, spec). */
export function similarityPercent(score: number | undefined): number | undefined {
  return score === undefined ? undefined : score === 0 ? 100 : Math.round(score * 100);
}

type Sentence = { sentence?: unknown; similarity_score?: number };

const defined = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined));

/**
 * `clicheTable`: the cliché matches (the input: `cliches.groups`) as the table shows them: one row per type in order
 * of first appearance with the type's total count, under it each cliché with its first sentence and similarity,
 * and under a cliché found more than once each find ('Fund 1', 'Fund 2', …). Linear in the matches.
 */
export const clicheTable: Transform<FromSchema<typeof clicheTableParams>> = {
  name: 'clicheTable',
  apply(input) {
    const types = new Map<unknown, Record<string, unknown>[]>();
    for (const match of asRows(input, 'clicheTable')) {
      if (!isRecord(match) || match.type === undefined) continue;
      const sentences = asRows(match.sentences, 'clicheTable') as Sentence[];
      const first = sentences[0];
      const row = defined({
        name: match.cliche,
        sentence: first?.sentence,
        similarity: similarityPercent(first?.similarity_score),
        count: match.count,
        children:
          sentences.length > 1
            ? sentences.map((s, i) =>
                defined({
                  name: `Fund ${i + 1}`,
                  sentence: s.sentence,
                  similarity: similarityPercent(s.similarity_score),
                }),
              )
            : [],
      });
      const list = types.get(match.type);
      if (list) list.push(row);
      else types.set(match.type, [row]);
    }
    return [...types].map(([name, children]) => ({
      name,
      count: children.reduce((sum, c) => sum + (typeof c.count === 'number' ? c.count : 0), 0),
      children,
    }));
  },
};
