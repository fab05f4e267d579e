import { describe, expect, it } from 'vitest';
import { genreClassificationGlobalSchema } from '../schemas/models/classification.ts';
import { compileExpression } from './expression.ts';

async function run(text: string, input: unknown, content: unknown) {
  const issues: { pointer: string; message: string }[] = [];
  const compiled = compileExpression(text, '/x', { genre: genreClassificationGlobalSchema as never }, issues as never);
  expect(issues).toEqual([]);
  return compiled!.evaluate(input, { content });
}

describe('$characteristics', () => {
  const listed = [{ metric: 'Krimi', text: 'En forbrydelse og en opklaring.' }];

  it("adds what drove the top class, in the product's class names", async () => {
    const genre = [
      { class: 'Spaending', score: 0.7, drivers: ['ord om trusler, flugt og jagt', 'et højt tempo'] },
      { class: 'Krimi', score: 0.3 },
    ];
    expect(
      await run('$characteristics($content.characteristics, genre)', { genre }, { characteristics: listed }),
    ).toEqual([
      ...listed,
      {
        metric: 'Spænding',
        text: 'Det, der trak mest mod Spænding i din bog: ord om trusler, flugt og jagt, et højt tempo.',
      },
    ]);
  });

  it('keeps the listed characteristics alone without drivers, a single item or nothing', async () => {
    const genre = [{ class: 'Krimi', score: 1 }];
    expect(
      await run('$characteristics($content.characteristics, genre)', { genre }, { characteristics: listed }),
    ).toEqual(listed);
    expect(await run('$characteristics($content.characteristics, genre)', {}, { characteristics: listed[0] })).toEqual(
      listed,
    );
    expect(await run('$characteristics($content.characteristics, genre)', {}, {})).toEqual([]);
  });
});
