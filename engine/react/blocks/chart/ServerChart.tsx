import { useLayoutEffect, useRef } from 'react';

export interface ServerChartProps {
  /** The chart as SVG markup, drawn by the server with vega's own writer (engine/chart/still-svg.ts). */
  svg: string;
  description: string;
}

/**
 * A print chart the server drew (server/print: the same binding, spec and still drawing as the browser's, named by
 * its drawing key): its markup taken as it is, so the print view needs no chart code at all. Ready at once
 * (`data-chart-drawn="server"` says where it was drawn).
 */
export function ServerChart({ svg, description }: ServerChartProps) {
  const container = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (container.current) container.current.innerHTML = svg;
  }, [svg]);
  return (
    <div className="lk-chart-body" data-chart-state="ready" data-chart-drawn="server">
      {/* One accessible element per chart, as VegaChart draws it: the image labelled by the Danish description. */}
      <div role="img" aria-label={description}>
        <div ref={container} aria-hidden="true" />
      </div>
    </div>
  );
}
