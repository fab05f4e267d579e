import { Fragment, useState } from 'react';
import { Button } from 'react-aria-components';
import type { TableProps } from '../../../../schemas/blocks/table.ts';
import { asArray, formatValue, userText } from '../../../index.ts';
import { useEngineEnvironment } from '../../engine-context.ts';
import { printCap, printTreeDepth } from '../../print-layout.tsx';
import type { BlockRendererProps } from '../../registry-types.ts';
import { type SortDirection, sortRows } from './sort-rows.ts';

type Row = Record<string, unknown>;
type Column = TableProps['columns'][number];

function Cell({ column, row, header }: { column: Column; row: Row; header?: boolean }) {
  const { viewHref } = useEngineEnvironment();
  const value = row[column.key];
  // A missing value (a library book without a year) shows a dash, never an empty cell.
  const text = value === null || value === undefined || value === '' ? '–' : formatValue(value, column.format);
  const param = column.link ? row[column.link.param] : undefined;
  const href =
    column.link && (typeof param === 'string' || typeof param === 'number')
      ? viewHref?.({ to: column.link.to, param: String(param) })
      : undefined;
  const content = href ? <a href={href}>{text}</a> : text;
  const numeric = typeof row[column.key] === 'number';
  if (header) return <th scope="row">{content}</th>;
  return <td className={numeric ? 'lk-num' : undefined}>{content}</td>;
}

interface TreeRowsProps {
  rows: readonly Row[];
  columns: readonly Column[];
  depth: number;
  /** Where these rows sit in the tree ('' for the top, '0.' for the children of the first row, …). */
  path: string;
  open: ReadonlySet<string>;
  print?: boolean;
  onToggle: (path: string) => void;
}

/**
 * The rows of a tree table at one depth: a row with `children` opens to show them (in print the top rows are
 * open, at most 20 rows a level),
 * and a child may have children of its own (a cliché type → its clichés → every sentence).
 */
function TreeRows({ rows, columns, depth, path, open, print, onToggle }: TreeRowsProps) {
  const shown = printCap(rows, print);
  const note = <PrintCapRow shown={shown.length} total={rows.length} span={columns.length + 1} />;
  const level = shown.map((row, i) => {
    const at = `${path}${i}`;
    const children = asArray<Row>(row.children);
    const expanded = print ? depth < printTreeDepth : open.has(at);
    const name = String(row[columns[0]?.key ?? ''] ?? '');
    return (
      <Fragment key={at}>
        <tr className={depth === 0 ? 'lk-tree-group' : `lk-tree-child lk-tree-depth-${Math.min(depth, 3)}`}>
          <td>
            {children.length > 0 && !print ? (
              <button
                type="button"
                className="lk-disclosure"
                aria-expanded={expanded}
                aria-label={(expanded ? userText.hideRow : userText.showRow)(name)}
                onClick={() => onToggle(at)}
              >
                {expanded ? '−' : '+'}
              </button>
            ) : null}
          </td>
          {columns.map((column, c) => (
            <Cell key={column.key} column={column} row={row} header={c === 0} />
          ))}
        </tr>
        {expanded && children.length > 0 ? (
          <TreeRows
            rows={children}
            columns={columns}
            depth={depth + 1}
            path={`${at}.`}
            open={open}
            print={print}
            onToggle={onToggle}
          />
        ) : null}
      </Fragment>
    );
  });
  return (
    <>
      {level}
      {note}
    </>
  );
}

/** 'Viser 20 af {n}' as a table row under rows cut short in print. */
function PrintCapRow({ shown, total, span }: { shown: number; total: number; span: number }) {
  if (shown >= total) return null;
  return (
    <tr className="lk-print-cap-row">
      <td colSpan={span}>{userText.printShown(shown, total)}</td>
    </tr>
  );
}

/** 'Viser 60 af {n}' and the button that shows every row, under a long table cut short on screen (`screenRows`). */
function ScreenCapRow({
  shown,
  total,
  span,
  onShowAll,
}: {
  shown: number;
  total: number;
  span: number;
  onShowAll: () => void;
}) {
  if (shown >= total) return null;
  return (
    <tr className="lk-screen-cap-row">
      <td colSpan={span}>
        <span className="lk-expand-buttons">
          {userText.printShown(shown, total)}
          <Button className="lk-button" onPress={onShowAll}>
            {userText.showAllRows(total)}
          </Button>
        </span>
      </td>
    </tr>
  );
}

/**
 * A real <table>: plain, sortable by column, or a tree whose rows open to show their children (any depth). A long
 * plain or sortable table shows its first `screenRows` rows on screen until the reader asks for all of them.
 */
export function DataTable({ props, context }: BlockRendererProps<TableProps>) {
  const columns = asArray<Column>(props.columns);
  const rows = asArray<Row>(props.rows);
  const [sort, setSort] = useState<{ key: string; direction: SortDirection } | null>(null);
  const [open, setOpen] = useState<Set<string>>(new Set());
  const [allRows, setAllRows] = useState(false);
  if (rows.length === 0 && props.emptyText) return <p className="lk-message lk-empty">{props.emptyText}</p>;
  const variant = props.variant ?? 'plain';
  const shown = variant === 'sortable' && sort ? sortRows(rows, sort.key, sort.direction) : rows;
  const screenCut = !context.print && !allRows && props.screenRows !== undefined;
  const printed = screenCut ? shown.slice(0, props.screenRows) : printCap(shown, context.print);
  const toggleSort = (key: string) =>
    setSort((s) => ({ key, direction: s?.key === key && s.direction === 'ascending' ? 'descending' : 'ascending' }));
  const toggleOpen = (path: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });
  // A table wider than its column (Kapitler has eleven columns) scrolls sideways inside its own box, not the page.
  return (
    <div className="lk-table-scroll">
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
              variant === 'sortable' && !context.print ? (
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
          {variant === 'tree' ? (
            <TreeRows
              rows={shown}
              columns={columns}
              depth={0}
              path=""
              open={open}
              print={context.print}
              onToggle={toggleOpen}
            />
          ) : (
            <>
              {printed.map((row, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id
                <tr key={i}>
                  {columns.map((column, c) => (
                    <Cell key={column.key} column={column} row={row} header={c === 0} />
                  ))}
                </tr>
              ))}
              {screenCut ? (
                <ScreenCapRow
                  shown={printed.length}
                  total={shown.length}
                  span={columns.length}
                  onShowAll={() => setAllRows(true)}
                />
              ) : (
                <PrintCapRow shown={printed.length} total={shown.length} span={columns.length} />
              )}
            </>
          )}
        </tbody>
      </table>
    </div>
  );
}
