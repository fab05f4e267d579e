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

describe('$storyShapes', () => {
  it('gives the six shapes in type order with five points each, a fresh copy every call', async () => {
    const shapes = (await run('$storyShapes()', {}, {})) as { type: number; name: string; points: number[] }[];
    expect(shapes.map((shape) => shape.type)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(shapes[1]).toMatchObject({ name: 'Tragedy', points: [1, 0.5, 0, -0.5, -1] });
    expect(shapes.every((shape) => shape.points.length === 5)).toBe(true);
    shapes[0]!.points[0] = 99;
    expect(((await run('$storyShapes()', {}, {})) as { points: number[] }[])[0]!.points[0]).toBe(-1);
  });
});

describe('$radar', () => {
  it('scales each axis by its max, or by 1.25 × the larger value, clamped to 0..1; leaves out a missing similar', async () => {
    const points = await run(
      "$radar([{'axis': 'A', 'book': 150, 'similar': 50, 'max': 100}, {'axis': 'B', 'book': 4, 'similar': 8}, {'axis': 'C', 'book': 0, 'similar': 0}, {'axis': 'D', 'book': 3}])",
      {},
      {},
    );
    expect(points).toEqual([
      { axis: 'A', series: 'Din bog', value: 1 },
      { axis: 'A', series: 'Lignende bøger', value: 0.5 },
      { axis: 'B', series: 'Din bog', value: 0.4 },
      { axis: 'B', series: 'Lignende bøger', value: 0.8 },
      { axis: 'C', series: 'Din bog', value: 0 },
      { axis: 'C', series: 'Lignende bøger', value: 0 },
      { axis: 'D', series: 'Din bog', value: 0.8 },
    ]);
  });
});
