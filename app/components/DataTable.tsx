/**
 * The app's table of items (class 'table'): a header row with a name per column (scope="col") and one row per item.
 * The pages give the columns and how a cell shows an item; the markup is the same everywhere.
 */
import type { HTMLAttributes, ReactNode } from 'react';

export interface Column<T> {
  /** The column's name in the header row (and its React key). */
  name: string;
  /** The name is read by screen readers only (a column of buttons). */
  nameHidden?: boolean;
  cell: (item: T) => ReactNode;
  /** The class of the column's cells. */
  className?: string;
}

type RowAttributes = HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | number>;

export function DataTable<T>({
  columns,
  items,
  rowKey,
  rowAttributes,
  caption,
  className,
}: {
  columns: readonly Column<T>[];
  items: readonly T[];
  rowKey: (item: T) => string | number;
  /** Attributes of an item's row (data-… for tests and styles). */
  rowAttributes?: (item: T) => RowAttributes;
  /** A caption for screen readers. */
  caption?: string;
  /** Classes besides 'table'. */
  className?: string;
}) {
  return (
    <table className={className ? `table ${className}` : 'table'}>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th scope="col" key={column.name}>
              {column.nameHidden ? <span className="visually-hidden">{column.name}</span> : column.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={rowKey(item)} {...rowAttributes?.(item)}>
            {columns.map((column) => (
              <td key={column.name} className={column.className}>
                {column.cell(item)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
