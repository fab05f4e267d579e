// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlocks } from '../../test-harness.tsx';
import { pointAt } from './story-shape-art.ts';

afterEach(cleanup);

const block = (type: number) => ({ type: 'storyShape', id: 'picture', props: { type, name: 'Ikaros' } });

describe('storyShape block', () => {
  it("draws the book's story shape with a Danish text naming it", async () => {
    const { container } = await renderBlocks([block(3)]);
    const svg = container.querySelector('svg[role="img"]')!;
    expect(svg.getAttribute('aria-label')).toBe(
      'Illustration af historieformen Ikaros. En vej op over en høj bakke og ned igen: opstigning og fald.',
    );
    expect(svg.querySelector('title')?.textContent).toContain('Ikaros');
  });

  it('draws nothing for a type that is no story shape', async () => {
    const { container } = await renderBlocks([block(9)]);
    expect(container.querySelector('svg')).toBeNull();
  });

  it('puts the road high where the shape is happy and low where it is not', () => {
    const icarus = [-1, 0.2, 1, 0.2, -1];
    expect(pointAt(icarus, 0.5).y).toBeLessThan(pointAt(icarus, 0).y);
    expect(pointAt(icarus, 1).y).toBeCloseTo(pointAt(icarus, 0).y);
  });
});
