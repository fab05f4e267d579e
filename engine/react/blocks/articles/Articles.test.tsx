// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ArticlePage } from '../../engine-context.ts';
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

describe("articles block with the content site's paging", () => {
  const card = (id: number) => ({ id, headline: `Artikel ${id}`, summary: `Om ${id}.`, link: `/artikler/${id}` });
  /** A content site of `total` articles, 4 a page; records the pages asked for. */
  function site(total: number) {
    const asked: number[] = [];
    const loadArticles = async (reportId: number, page: number): Promise<ArticlePage> => {
      asked.push(page);
      expect(reportId).toBe(8);
      const ids = Array.from({ length: total }, (_, i) => i + 1).slice((page - 1) * 4, page * 4);
      return { items: ids.map(card), total, totalPages: Math.ceil(total / 4) };
    };
    return { asked, loadArticles };
  }
  const firstPage = {
    type: 'articles',
    id: 'articles',
    bind: { items: "[1..4].{'id': $, 'headline': 'Artikel ' & $string($), 'link': '/artikler/' & $string($)}" },
  };

  it('fetches the next page when asked, and shows the site’s page count', async () => {
    const { asked, loadArticles } = site(9);
    const { container } = await renderBlocks([firstPage], { loadArticles, context: { reportId: 8 } });
    await waitFor(() => expect(container.textContent).toContain('Side 1 af 3'));
    expect(asked).toEqual([1]);
    fireEvent.click(screen.getByText('Næste'));
    await waitFor(() => expect(container.textContent).toContain('Side 2 af 3'));
    expect(asked).toEqual([1, 2]);
    expect([...container.querySelectorAll('.lk-article-card h3')].map((h) => h.textContent)).toEqual([
      'Artikel 5',
      'Artikel 6',
      'Artikel 7',
      'Artikel 8',
    ]);
    fireEvent.click(screen.getByText('Forrige'));
    await waitFor(() => expect(container.textContent).toContain('Side 1 af 3'));
    expect(container.textContent).toContain('Artikel 1');
  });

  it('offers no paging when the site has 4 articles or fewer pages than two', async () => {
    const { loadArticles } = site(4);
    const { container } = await renderBlocks([firstPage], { loadArticles, context: { reportId: 8 } });
    await waitFor(() => expect(container.querySelectorAll('.lk-article-card')).toHaveLength(4));
    expect(container.querySelector('.lk-paging')).toBeNull();
  });

  it('shows a title carrying markup as text', async () => {
    const block = {
      type: 'articles',
      id: 'articles',
      bind: {
        items:
          "[{'id': 1, 'headline': '<script>alert(1)</script> & <b>fed</b>', 'summary': '<img src=x onerror=alert(1)>'}]",
      },
    };
    const { container } = await renderBlocks([block]);
    expect(container.querySelector('.lk-article-card h3')?.textContent).toBe('<script>alert(1)</script> & <b>fed</b>');
    expect(container.querySelector('script, b, img')).toBeNull();
  });
});
