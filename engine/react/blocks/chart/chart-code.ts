/**
 * The chart drawing code (vega, vega-lite: the largest chunk of the report pages) loads on its own, once. A chart
 * asks for it when it is drawn; the report layout asks for it as soon as a report subject opens, so that the
 * chunk is fetched and evaluated while the page still waits for its data rather than after (issue 26 point 6).
 */
type ChartCode = typeof import('./VegaChart.tsx');

let loading: Promise<ChartCode> | undefined;

/** The chart code, fetched on the first call; a failed fetch is tried again on the next call. */
export function loadChartCode(): Promise<ChartCode> {
  loading ??= import('./VegaChart.tsx').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Starts fetching the chart code without waiting for it (a failure shows when a chart asks again). */
export function prefetchChartCode(): void {
  loadChartCode().catch(() => {});
}
