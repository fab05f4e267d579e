// @vitest-environment happy-dom
import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlocks } from '../../test-harness.tsx';
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

  it('sorts numbers numerically and text by Danish order without changing its input', () => {
    const rows = [{ w: 'å' }, { w: 'z' }, { w: 'æ' }, { w: 'a' }];
    expect(sortRows(rows, 'w', 'ascending').map((r) => r.w)).toEqual(['a', 'z', 'æ', 'å']);
    expect(rows[0]?.w).toBe('å');
    expect(sortRows([{ n: 10 }, { n: 9 }], 'n', 'ascending').map((r) => r.n)).toEqual([9, 10]);
  });
});
