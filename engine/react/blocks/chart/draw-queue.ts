/**
 * Charts are drawn one at a time, each in a task of its own, in the order they asked (the page's order): the
 * print view's 40-odd charts took the page's main thread for seconds in one go (issue 26 point 6); drawn one per
 * task, the page answers scrolling and clicks between two charts, and the first charts show while the rest wait.
 * A draw may return a promise (vega's run): the next one starts after it has settled.
 */
export type Draw = () => Promise<unknown> | undefined;

interface Waiting {
  draw: Draw;
  cancelled: boolean;
}

const waiting: Waiting[] = [];
let running = false;

/** Queues a draw; the function returned takes it off the queue if it has not started (a chart that went). */
export function queueDraw(draw: Draw): () => void {
  const entry: Waiting = { draw, cancelled: false };
  waiting.push(entry);
  if (!running) {
    running = true;
    setTimeout(drawNext, 0);
  }
  return () => {
    entry.cancelled = true;
  };
}

function drawNext(): void {
  let entry = waiting.shift();
  while (entry?.cancelled) entry = waiting.shift();
  if (!entry) {
    running = false;
    return;
  }
  let done: Promise<unknown> | undefined;
  try {
    done = entry.draw();
  } catch {
    // A draw reports its own failure (the chart's error state); the queue goes on.
  }
  const next = () => setTimeout(drawNext, 0);
  if (done) done.then(next, next);
  else next();
}
