/**
 * A chart's size on paper: the page itself (@page A4, 15 mm margins) is set in the app's print CSS;
 * `printableWidth` is its width in CSS px. Framework-free: the server draws the print view's charts at this size too.
 */

/** A4 is 210 mm wide; 15 mm margins leave 180 mm = 680 CSS px (96 px per inch). */
export const printableWidth = 680;

/** A chart's size in print: no wider than the printable width, the height scaled by the same factor. */
export function printFit(size: { width: number; height: number }): { width: number; height: number } {
  if (size.width <= printableWidth) return size;
  const factor = printableWidth / size.width;
  return { width: printableWidth, height: Math.round(size.height * factor) };
}
