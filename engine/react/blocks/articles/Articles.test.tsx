// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlocks } from '../../test-harness.tsx';
import { articlesExample } from './example.ts';

afterEach(cleanup);

const many = (n: number) => ({
  type: 'articles',
  id: 'articles',
  bind: {
    items: `[1..${n}].{'id': $, 'headline': 'Artikel ' & $string($), 'summary': 'Om ' & $string($), 'link': '/a/' & $string($)}`,
  },
});

describe('articles block', () => {
  it("hides a summary of 'NoText'", async () => {
    const { container } = await renderBlocks([articlesExample]);
    expect(container.querySelectorAll('.lk-article-card')).toHaveLength(2);
    expect(container.textContent).toContain('Om korte sætninger.');
    expect(container.textContent).not.toContain('NoText');
  });

  it('pages four at a time when there are more than four', async () => {
    const { container } = await renderBlocks([many(6)]);
    expect(container.querySelectorAll('.lk-article-card')).toHaveLength(4);
    expect(container.textContent).toContain('Side 1 af 2');
    fireEvent.click(screen.getByText('Næste'));
    expect(container.querySelectorAll('.lk-article-card')).toHaveLength(2);
    expect(container.textContent).toContain('Artikel 5');
  });

  it('offers no paging with fewer than four', async () => {
    const { container } = await renderBlocks([many(3)]);
    expect(container.querySelector('.lk-paging')).toBeNull();
  });
});
