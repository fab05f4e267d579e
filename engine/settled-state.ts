/**
 * Whether a rendered report (or the whole print view) has settled, as data attributes on its root element, for the
 * PDF renderer, the benches and the browser tests to wait on (never on time):
 *  - `data-report-state`: 'loading' while any block or chart in it is still loading, then 'settled' — or 'failed'
 *    when a block shows the error panel (`data-block-state="failed"`) or a chart could not be drawn
 *    (`data-chart-state="error"`);
 *  - `data-failed-blocks`: how many blocks and charts failed.
 * Read from the DOM the reader sees (the states BlockSlot and the chart put on their elements), so nested blocks,
 * tabs and lazily loaded charts count alike. A chart on a report page on screen that is not near the viewport yet
 * (`data-chart-state="deferred"`: its block has its data, the drawing waits for the reader to scroll to it) is
 * settled; print never defers a chart. No React here: the server's PDF renderer reads the same names.
 */
export type SettledState = 'loading' | 'settled' | 'failed';

export const settledAttributes = { state: 'data-report-state', failedBlocks: 'data-failed-blocks' } as const;

export const loadingSelector = '[data-block-state="loading"], [data-chart-state="loading"]';
export const failedSelector = '[data-block-state="failed"], [data-chart-state="error"]';

export interface SettledReading {
  state: SettledState;
  failedBlocks: number;
}

/** The state of everything under `root`. */
export function readSettledState(root: ParentNode): SettledReading {
  const failedBlocks = root.querySelectorAll(failedSelector).length;
  if (root.querySelector(loadingSelector)) return { state: 'loading', failedBlocks };
  return { state: failedBlocks > 0 ? 'failed' : 'settled', failedBlocks };
}

/** Writes the reading onto `root`'s attributes (only when it changed). */
export function markSettledState(root: Element): SettledReading {
  const reading = readSettledState(root);
  if (root.getAttribute(settledAttributes.state) !== reading.state) {
    root.setAttribute(settledAttributes.state, reading.state);
  }
  if (root.getAttribute(settledAttributes.failedBlocks) !== String(reading.failedBlocks)) {
    root.setAttribute(settledAttributes.failedBlocks, String(reading.failedBlocks));
  }
  return reading;
}

const insideSvg = (node: Node) => typeof SVGElement !== 'undefined' && node instanceof SVGElement;

/** A change inside a drawn svg moves no state; any other (a state attribute, blocks coming or going) may. */
function mayChangeState(record: MutationRecord): boolean {
  return !insideSvg(record.target);
}

/**
 * Keeps `root`'s attributes current as blocks and charts below it change state, appear or go; returns the
 * function that stops watching.
 */
export function watchSettledState(root: Element): () => void {
  markSettledState(root);
  // A chart drawing its svg changes hundreds of nodes inside it; none of them can carry a block's or a chart's
  // state, so those records do not make the whole subtree be read again (the print view has 22 watchers).
  const observer = new MutationObserver((records) => {
    if (records.some(mayChangeState)) markSettledState(root);
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-block-state', 'data-chart-state'],
  });
  return () => observer.disconnect();
}
