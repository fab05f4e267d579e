// @vitest-environment happy-dom
/** The one table component: columns left out, a row header, a shown or hidden caption, an empty row, live cells. */
import { cleanup, render, screen, within } from '@testing-library/react';
import { observable, runInAction } from 'mobx';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Column, DataTable } from './DataTable.tsx';

afterEach(cleanup);

interface Item {
  id: number;
  name: string;
  status: string;
}

const name: Column<Item> = { name: 'Navn', rowHeader: true, cell: (item) => item.name };
const status: Column<Item> = { name: 'Status', cell: (item) => item.status };

describe('DataTable', () => {
  it('skips a column given as false and makes a row-header column a th with scope="row"', () => {
    render(
      <DataTable
        items={[{ id: 1, name: 'Efterår', status: 'done' }]}
        rowKey={(item) => item.id}
        columns={[name, false, status]}
      />,
    );
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Navn', 'Status']);
    expect(screen.getByRole('rowheader').textContent).toBe('Efterår');
    expect(screen.getByRole('cell').textContent).toBe('done');
  });

  it('hides a caption from sight unless it is to be shown', () => {
    const { rerender } = render(<DataTable items={[]} rowKey={() => 0} columns={[status]} caption="Skjult" />);
    expect(screen.getByText('Skjult').className).toBe('visually-hidden');
    rerender(<DataTable items={[]} rowKey={() => 0} columns={[status]} caption="Synlig" captionShown />);
    expect(screen.getByText('Synlig').className).toBe('');
  });

  it('says what an empty table means in one cell across every column, and nothing when not asked', () => {
    const { rerender } = render(
      <DataTable items={[]} rowKey={() => 0} columns={[name, status]} empty="Ingen rækker." />,
    );
    const cell = screen.getByRole('cell');
    expect(cell.textContent).toBe('Ingen rækker.');
    expect(cell.getAttribute('colspan')).toBe('2');
    rerender(<DataTable items={[]} rowKey={() => 0} columns={[name, status]} />);
    expect(screen.queryByRole('cell')).toBeNull();
  });

  it('updates a cell and its row attributes in place when a live store value changes', () => {
    const item = observable({ id: 7, name: 'Vinter', status: 'running' });
    render(
      <DataTable
        items={[item]}
        rowKey={(i) => i.id}
        rowAttributes={(i) => ({ 'data-status': i.status })}
        columns={[name, status]}
        attributes={{ 'data-source': 'liste' }}
      />,
    );
    const table = screen.getByRole('table');
    expect(table.getAttribute('data-source')).toBe('liste');
    act(() => runInAction(() => (item.status = 'done')));
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.getAttribute('data-status')).toBe('done');
    expect(within(row).getByRole('cell').textContent).toBe('done');
  });
});
