import { Fragment, useState } from 'react';
import { asArray, formatValue, userText } from '../../../index.ts';
import type { BlockRendererProps } from '../../registry-types.ts';
import type { TableProps } from './schema.ts';
import { type SortDirection, sortRows } from './sort-rows.ts';

type Row = Record<string, unknown>;
type Column = TableProps['columns'][number];

function Cell({ column, row, header }: { column: Column; row: Row; header?: boolean }) {
  const text = formatValue(row[column.key], column.format);
  const href = column.link ? row[column.link] : undefined;
  const content = typeof href === 'string' ? <a href={href}>{text}</a> : text;
  const numeric = typeof row[column.key] === 'number';
  if (header) return <th scope="row">{content}</th>;
  return <td className={numeric ? 'lk-num' : undefined}>{content}</td>;
}

/** A real <table>: plain, sortable by column, or a tree whose group rows open to show their children. */
export function DataTable({ props, context }: BlockRendererProps<TableProps>) {
  const columns = asArray<Column>(props.columns);
  const rows = asArray<Row>(props.rows);
  const [sort, setSort] = useState<{ key: string; direction: SortDirection } | null>(null);
  const [open, setOpen] = useState<Set<number>>(new Set());
  if (rows.length === 0 && props.emptyText) return <p className="lk-message lk-empty">{props.emptyText}</p>;
  const variant = props.variant ?? 'plain';
  const shown = variant === 'sortable' && sort ? sortRows(rows, sort.key, sort.direction) : rows;
  const toggleSort = (key: string) =>
    setSort((s) => ({ key, direction: s?.key === key && s.direction === 'ascending' ? 'descending' : 'ascending' }));
  const toggleOpen = (i: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });
  return (
    <table className={`lk-table lk-table-${variant}`}>
      {props.caption ? <caption>{props.caption}</caption> : null}
      <thead>
        <tr>
          {variant === 'tree' ? (
            <th scope="col">
              <span className="lk-visually-hidden">{userText.openRow}</span>
            </th>
          ) : null}
          {columns.map((column) =>
            variant === 'sortable' ? (
              <th key={column.key} scope="col" aria-sort={sort?.key === column.key ? sort.direction : 'none'}>
                <button type="button" onClick={() => toggleSort(column.key)}>
                  {column.label}
                </button>
              </th>
            ) : (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {shown.map((row, i) => {
          const children = asArray<Row>(row.children);
          const expanded = context.print || open.has(i);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id
            <Fragment key={i}>
              <tr className={variant === 'tree' ? 'lk-tree-group' : undefined}>
                {variant === 'tree' ? (
                  <td>
                    {children.length > 0 && !context.print ? (
                      <button
                        type="button"
                        className="lk-disclosure"
                        aria-expanded={expanded}
                        aria-label={(expanded ? userText.hideRow : userText.showRow)(
                          String(row[columns[0]?.key ?? ''] ?? ''),
                        )}
                        onClick={() => toggleOpen(i)}
                      >
                        {expanded ? '−' : '+'}
                      </button>
                    ) : null}
                  </td>
                ) : null}
                {columns.map((column, c) => (
                  <Cell key={column.key} column={column} row={row} header={c === 0} />
                ))}
              </tr>
              {variant === 'tree' && expanded
                ? children.map((child, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id
                    <tr key={j} className="lk-tree-child">
                      <td />
                      {columns.map((column, c) => (
                        <Cell key={column.key} column={column} row={child} header={c === 0} />
                      ))}
                    </tr>
                  ))
                : null}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
