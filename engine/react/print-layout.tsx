/**
 * How a report is laid out on paper: list-like blocks show at most `printItemLimit` items with 'Viser 20 af {n}',
 * a tree table opens one level, and a chart is scaled down (keeping its proportions) to the printable width of an A4 portrait page.
 * The page itself (@page A4, 15 mm margins) is set in the app's print CSS; `printableWidth` is its width in CSS px.
 */
import { userText } from '../index.ts';

/** The most items a list, table or tree level shows in print. */
export const printItemLimit = 20;

/** How deep a tree table opens in print: its groups and their items; deeper rows (every finding) are counted only. */
export const printTreeDepth = 1;

/** A4 is 210 mm wide; 15 mm margins leave 180 mm = 680 CSS px (96 px per inch). */
export const printableWidth = 680;

/** The items a list-like block shows: all on screen, the first `printItemLimit` in print. */
export function printCap<T>(items: readonly T[], print: boolean | undefined): readonly T[] {
  return print && items.length > printItemLimit ? items.slice(0, printItemLimit) : items;
}

/** A chart's size in print: no wider than the printable width, the height scaled by the same factor. */
export function printFit(size: { width: number; height: number }): { width: number; height: number } {
  if (size.width <= printableWidth) return size;
  const factor = printableWidth / size.width;
  return { width: printableWidth, height: Math.round(size.height * factor) };
}

/** 'Viser 20 af 312' under a list cut short in print; nothing when every item is shown. */
export function PrintCapNote({ shown, total }: { shown: number; total: number }) {
  if (shown >= total) return null;
  return <p className="lk-print-cap">{userText.printShown(shown, total)}</p>;
}
