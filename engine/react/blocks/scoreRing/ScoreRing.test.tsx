// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlocks } from '../../test-harness.tsx';

afterEach(cleanup);

const ring = (value: number, rag?: string) => ({
  type: 'scoreRing',
  id: 'ring',
  props: { label: 'Score', value, ...(rag ? { rag } : {}) },
});

describe('score ring block', () => {
  it('clamps its value to 0..1 and shows it as a da-DK percent', async () => {
    const { container } = await renderBlocks([ring(1.7)]);
    expect(container.querySelector('.lk-score-ring')?.getAttribute('data-value')).toBe('1');
    expect(container.querySelector('svg')?.getAttribute('aria-label')).toMatch(/Score: 100\s%/);
    cleanup();
    const low = await renderBlocks([ring(-0.2)]);
    expect(low.container.querySelector('.lk-score-ring')?.getAttribute('data-value')).toBe('0');
  });

  it('draws the ring in its RAG colour', async () => {
    const { container } = await renderBlocks([ring(0.5, 'R')]);
    expect(container.querySelectorAll('circle')[1]?.getAttribute('stroke')).toBe('#EF4444');
  });
});
