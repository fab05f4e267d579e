/**
 * The app's table of items (class 'table'): a header row with a name per column (scope="col") and one row per item.
 * The pages give the columns and how a cell shows an item; the markup is the same everywhere.
 */
import { observer } from 'mobx-react-lite';
import type { HTMLAttributes, ReactNode } from 'react';

export interface Column<T> {
  /** The column's name in the header row (and its React key). */
  name: string;
  /** The name is read by screen readers only (a column of buttons). */
  nameHidden?: boolean;
  cell: (item: T) => ReactNode;
  /** The class of the column's cells. */
  className?: string;
  /** The cell names its row (a header cell, scope="row"). */
  rowHeader?: boolean;
}

type DataAttributes = Record<`data-${string}`, string | number>;
type RowAttributes = HTMLAttributes<HTMLTableRowElement> & DataAttributes;

interface DataTableProps<T> {
  /** A column that is `false` (a column some pages leave out) is skipped. */
  columns: readonly (Column<T> | false)[];
  items: readonly T[];
  rowKey: (item: T) => string | number;
  /** Attributes of an item's row (data-… for tests and styles). */
  rowAttributes?: (item: T) => RowAttributes;
  /** The table's caption, for screen readers only unless `captionShown`. */
  caption?: ReactNode;
  captionShown?: boolean;
  /** What one row spanning every column says when there are no items; none: an empty body. */
  empty?: ReactNode;
  /** Classes besides 'table'. */
  className?: string;
  /** Attributes of the table (data-… for tests). */
  attributes?: DataAttributes;
}

function DataTableView<T>({
  columns,
  items,
  rowKey,
  rowAttributes,
  caption,
  captionShown = false,
  empty,
  className,
  attributes,
}: DataTableProps<T>) {
  const shown = columns.filter((column): column is Column<T> => column !== false);
  return (
    <table className={className ? `table ${className}` : 'table'} {...attributes}>
      {caption && <caption className={captionShown ? undefined : 'visually-hidden'}>{caption}</caption>}
      <thead>
        <tr>
          {shown.map((column) => (
            <th scope="col" key={column.name}>
              {column.nameHidden ? <span className="visually-hidden">{column.name}</span> : column.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.length === 0 && empty ? (
          <tr>
            <td colSpan={shown.length}>{empty}</td>
          </tr>
        ) : (
          items.map((item) => (
            <tr key={rowKey(item)} {...rowAttributes?.(item)}>
              {shown.map((column) =>
                column.rowHeader ? (
                  <th scope="row" key={column.name} className={column.className}>
                    {column.cell(item)}
                  </th>
                ) : (
                  <td key={column.name} className={column.className}>
                    {column.cell(item)}
                  </td>
                ),
              )}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/** An observer: cells that read live store values (a running analysis' status) update in place. */
export const DataTable = observer(DataTableView) as <T>(props: DataTableProps<T>) => ReactNode;
