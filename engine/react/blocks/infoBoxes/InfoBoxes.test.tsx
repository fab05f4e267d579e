// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlocks } from '../../test-harness.tsx';
import { infoBoxesExample } from './example.ts';

afterEach(cleanup);

describe('info boxes block', () => {
  it('shows headline, progress, description and RAG label per metric', async () => {
    const { container } = await renderBlocks([infoBoxesExample]);
    const bar = container.querySelector('[role="progressbar"]');
    expect(bar?.getAttribute('aria-valuenow')).toBe('34');
    expect(container.textContent).toContain('Let for øvede læsere');
    expect(container.querySelector('.lk-rag-G')?.textContent).toContain('Godt');
  });

  it("says 'Fejlede i at hente eller lave infomations kasser.' when the boxes cannot be made", async () => {
    const { container } = await renderBlocks([
      { type: 'infoBoxes', id: 'boxes', bind: { items: '$content.dashboard' } },
    ]);
    expect(container.textContent).toBe('Fejlede i at hente eller lave infomations kasser.');
  });
});
