// @vitest-environment happy-dom
import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { legibilityPartsData, renderBlocks } from '../../test-harness.tsx';
import { tableExample } from './example.ts';
import { sortRows } from './sort-rows.ts';

afterEach(cleanup);

const firstColumn = (container: HTMLElement) =>
  [...container.querySelectorAll('tbody tr th')].map((th) => th.textContent);

const tree = {
  type: 'table',
  id: 'tree',
  props: {
    variant: 'tree',
    columns: [
      { key: 'name', label: 'Navn' },
      { key: 'n', label: 'Antal' },
    ],
  },
  bind: {
    rows: "[{'name': 'Sammenligning', 'n': 2, 'children': [{'name': 'som et lyn', 'n': 1}, {'name': 'stille som en mus', 'n': 1}]}]",
  },
};

describe('table block', () => {
  it('is a real table that sorts by a column heading, ascending then descending', async () => {
    const { container } = await renderBlocks([tableExample]);
    expect(container.querySelectorAll('th[scope="col"]')).toHaveLength(2);
    expect(firstColumn(container)).toEqual(['Hav', 'Skov', 'By']);
    const scoreHeading = container.querySelectorAll('th[scope="col"]')[1] as HTMLElement;
    fireEvent.click(scoreHeading.querySelector('button') as HTMLElement);
    expect(scoreHeading.getAttribute('aria-sort')).toBe('ascending');
    expect(firstColumn(container)).toEqual(['By', 'Hav', 'Skov']);
    fireEvent.click(scoreHeading.querySelector('button') as HTMLElement);
    expect(scoreHeading.getAttribute('aria-sort')).toBe('descending');
    expect(firstColumn(container)).toEqual(['Skov', 'Hav', 'By']);
    expect(container.textContent).toMatch(/40\s%/); // da-DK puts a no-break space before %
  });

  it('shows the first `screenRows` rows on screen after sorting, and every row when asked; print is not cut so', async () => {
    const long = {
      type: 'table',
      id: 'chapters',
      props: {
        variant: 'sortable',
        screenRows: 3,
        columns: [
          { key: 'title', label: 'Kapitel' },
          { key: 'lix', label: 'LIX' },
        ],
      },
      bind: {
        rows: { from: 'legibilityParts', transform: [{ type: 'select', fields: { title: 'chunk_id', lix: 'lix' } }] },
      },
    };
    const { data } = legibilityPartsData([50, 10, 40, 20, 30], [0, 20, 40, 60, 80]);
    const { container } = await renderBlocks([long], { data });
    expect(firstColumn(container)).toEqual(['0', '1', '2']);
    expect(container.textContent).toContain('Viser 3 af 5');
    const lix = container.querySelectorAll('th[scope="col"]')[1] as HTMLElement;
    fireEvent.click(lix.querySelector('button') as HTMLElement);
    fireEvent.click(lix.querySelector('button') as HTMLElement);
    // sorted over every row, then cut: the three hardest chapters
    expect(firstColumn(container)).toEqual(['0', '2', '4']);
    const showAll = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Vis alle 5 rækker');
    expect(showAll).toBeDefined();
    fireEvent.click(showAll as HTMLElement);
    expect(firstColumn(container)).toEqual(['0', '2', '4', '3', '1']);
    expect(container.textContent).not.toContain('Viser 3 af 5');
    cleanup();
    const printed = await renderBlocks([long], { data, context: { print: true } });
    expect(firstColumn(printed.container)).toHaveLength(5);
  });

  it("links a cell to a named view through the app's route table, and shows a dash for a missing value", async () => {
    const books = {
      type: 'table',
      id: 'books',
      props: {
        columns: [
          { key: 'title', label: 'Titel', link: { to: 'similarBook', param: 'isbn' } },
          { key: 'year', label: 'År' },
        ],
      },
      bind: {
        rows: "[{'title': 'Stuk', 'isbn': 'lektor-bang-stuk', 'year': '1887'}, {'title': 'Uden år', 'isbn': 'lektor-x'}]",
      },
    };
    const viewHref = ({ to, param }: { to: string; param: string }) => `/${to}/${param}`;
    const { container } = await renderBlocks([books], { viewHref });
    const links = [...container.querySelectorAll('tbody a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/similarBook/lektor-bang-stuk', '/similarBook/lektor-x']);
    expect([...container.querySelectorAll('tbody td')].map((td) => td.textContent)).toEqual(['1887', '–']);
    const withoutRoutes = await renderBlocks([books]);
    expect(withoutRoutes.container.querySelectorAll('tbody a')).toHaveLength(0);
  });

  it('prints a sortable table with plain headings: no buttons in print', async () => {
    const { container } = await renderBlocks([tableExample], { context: { print: true } });
    expect(container.querySelectorAll('th[scope="col"]')).toHaveLength(2);
    expect(container.querySelector('button')).toBeNull();
    expect(firstColumn(container)).toEqual(['Hav', 'Skov', 'By']);
  });

  it('opens a tree row to show its children, and shows every child in print', async () => {
    const { container } = await renderBlocks([tree]);
    expect(firstColumn(container)).toEqual(['Sammenligning']);
    const toggle = container.querySelector('button[aria-expanded]') as HTMLElement;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(firstColumn(container)).toEqual(['Sammenligning', 'som et lyn', 'stille som en mus']);
    cleanup();
    const printed = await renderBlocks([tree], { context: { print: true } });
    expect(firstColumn(printed.container)).toHaveLength(3);
  });

  it('opens a child that has children of its own (three levels), each row by its own button', async () => {
    const deep = {
      ...tree,
      id: 'deep',
      bind: {
        rows: {
          transform: [
            {
              type: 'rows',
              rows: [
                {
                  name: 'Sammenligning',
                  n: 2,
                  children: [
                    {
                      name: 'som et lyn',
                      n: 2,
                      children: [
                        { name: 'Fund 1', n: 1 },
                        { name: 'Fund 2', n: 1 },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      },
    };
    const { container } = await renderBlocks([deep]);
    fireEvent.click(container.querySelector('button[aria-label="Vis Sammenligning"]') as HTMLElement);
    expect(firstColumn(container)).toEqual(['Sammenligning', 'som et lyn']);
    fireEvent.click(container.querySelector('button[aria-label="Vis som et lyn"]') as HTMLElement);
    expect(firstColumn(container)).toEqual(['Sammenligning', 'som et lyn', 'Fund 1', 'Fund 2']);
    fireEvent.click(container.querySelector('button[aria-label="Skjul Sammenligning"]') as HTMLElement);
    expect(firstColumn(container)).toEqual(['Sammenligning']);
    cleanup();
    // In print a tree opens one level: the findings under 'som et lyn' are counted, not listed.
    const printed = await renderBlocks([deep], { context: { print: true } });
    expect(firstColumn(printed.container)).toEqual(['Sammenligning', 'som et lyn']);
  });

  it('prints at most 20 rows of a table and of each tree level, with how many there are in all', async () => {
    const plain = {
      ...tree,
      id: 'plain',
      props: { ...tree.props, variant: 'plain' },
      bind: { rows: "[1..30].{'name': 'ord ' & $string($), 'n': $}" },
    };
    const printed = await renderBlocks([plain], { context: { print: true } });
    expect(firstColumn(printed.container)).toHaveLength(20);
    expect(printed.container.querySelector('.lk-print-cap-row')?.textContent).toBe('Viser 20 af 30');
    cleanup();
    const wide = {
      ...tree,
      id: 'wide',
      bind: {
        rows: "[{'name': 'Sammenligning', 'n': 25, 'children': [1..25].{'name': 'fund ' & $string($), 'n': 1}}]",
      },
    };
    const printedTree = await renderBlocks([wide], { context: { print: true } });
    expect(firstColumn(printedTree.container)).toHaveLength(21);
    expect(printedTree.container.querySelector('.lk-print-cap-row')?.textContent).toBe('Viser 20 af 25');
    cleanup();
    const onScreen = await renderBlocks([plain]);
    expect(firstColumn(onScreen.container)).toHaveLength(30);
  });

  it('sorts numbers numerically and text by Danish order without changing its input', () => {
    const rows = [{ w: 'å' }, { w: 'z' }, { w: 'æ' }, { w: 'a' }];
    expect(sortRows(rows, 'w', 'ascending').map((r) => r.w)).toEqual(['a', 'z', 'æ', 'å']);
    expect(rows[0]?.w).toBe('å');
    expect(sortRows([{ n: 10 }, { n: 9 }], 'n', 'ascending').map((r) => r.n)).toEqual([9, 10]);
  });
});
