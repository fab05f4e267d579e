/**
 * Work the page can do later, when the browser idles (`requestIdleCallback`, at the latest after ten seconds), so
 * that it does not stand in the way of what the author asked for; a browser without it runs the work 200 ms later.
 */
export type IdleCallback = (deadline: { timeRemaining(): number; didTimeout: boolean }) => void;

export const whenIdle: (callback: IdleCallback) => void =
  typeof requestIdleCallback === 'function'
    ? (callback) => requestIdleCallback(callback, { timeout: 10_000 })
    : (callback) => setTimeout(() => callback({ timeRemaining: () => 50, didTimeout: false }), 200);
