/**
 * How a report is laid out on paper: list-like blocks show at most `printItemLimit` items with 'Viser 20 af {n}',
 * a tree table opens one level, and a chart is scaled down (keeping its proportions) to the printable width of an A4 portrait page.
 * The chart sizes are engine/print-size.ts's.
 */
import { userText } from '../index.ts';

export { printableWidth, printFit } from '../print-size.ts';

/** The most items a list, table or tree level shows in print. */
export const printItemLimit = 20;

/** How deep a tree table opens in print: its groups and their items; deeper rows (every finding) are counted only. */
export const printTreeDepth = 1;

/** The items a list-like block shows: all on screen, the first `printItemLimit` in print. */
export function printCap<T>(items: readonly T[], print: boolean | undefined): readonly T[] {
  return print && items.length > printItemLimit ? items.slice(0, printItemLimit) : items;
}

/** 'Viser 20 af 312' under a list cut short in print; nothing when every item is shown. */
export function PrintCapNote({ shown, total }: { shown: number; total: number }) {
  if (shown >= total) return null;
  return <p className="lk-print-cap">{userText.printShown(shown, total)}</p>;
}
