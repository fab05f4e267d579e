/**
 * The chart drawing code (vega, vega-lite: the largest chunk of the report pages) loads on its own, once. A chart
 * asks for it when it is drawn; the report layout asks for it as soon as a report subject opens, so that the
 * chunk is fetched and evaluated while the page still waits for its data rather than after (issue 26 point 6),
 * except on the dashboard, whose charts the server draws: there a chart asks when it is reached for, and the
 * layout when another page's link is pressed (issue 33 point 4).
 */
import { useEffect, useState } from 'react';

type ChartCode = typeof import('./VegaChart.tsx');

let loading: Promise<ChartCode> | undefined;
/** The chart code once it has come (a chart drawn after that has it in its first render). */
let loaded: ChartCode | undefined;

/** The chart code, fetched on the first call; a failed fetch is tried again on the next call. */
export function loadChartCode(): Promise<ChartCode> {
  loading ??= import('./VegaChart.tsx').then(
    (code) => {
      loaded = code;
      return code;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Starts fetching the chart code without waiting for it (a failure shows when a chart asks again). */
export function prefetchChartCode(): void {
  loadChartCode().catch(() => {});
}

/**
 * The chart code for a chart about to be drawn (`wanted`): at once when it has come, otherwise undefined until it
 * comes (the chart shows that it is loading meanwhile); a failed load is thrown in render, to the block's error
 * boundary. Not React.lazy with Suspense: React shows what replaces a Suspense fallback no sooner than 300 ms
 * after the fallback (its fallback throttle), which held every first chart back by about that much (issue 33
 * point 4).
 */
export function useChartCode(wanted: boolean): ChartCode | undefined {
  const [code, setCode] = useState<ChartCode | undefined>(() => loaded);
  const [failure, setFailure] = useState<{ error: unknown }>();
  const missing = wanted && code === undefined;
  useEffect(() => {
    if (!missing) return;
    let mounted = true;
    loadChartCode().then(
      (next) => mounted && setCode(next),
      (error: unknown) => mounted && setFailure({ error }),
    );
    return () => {
      mounted = false;
    };
  }, [missing]);
  if (failure) throw failure.error;
  return code ?? (wanted ? loaded : undefined);
}
