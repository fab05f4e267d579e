export interface ServerChartProps {
  /** The chart as SVG markup, drawn by the server with vega's own writer (engine/chart/still-svg.ts). */
  svg: string;
  description: string;
}

/**
 * A print chart the server drew (server/print: the same binding, spec and still drawing as the browser's, named by
 * its drawing key): its markup taken as it is, so the print view needs no chart code at all. Ready at once
 * (`data-chart-drawn="server"` says where it was drawn). The markup is part of the render (not set after it), so
 * the server's print document (server/print/print-document.tsx), rendered to markup where no effect runs, has it.
 */
export function ServerChart({ svg, description }: ServerChartProps) {
  return (
    <div className="lk-chart-body" data-chart-state="ready" data-chart-drawn="server">
      {/* One accessible element per chart, as VegaChart draws it: the image labelled by the Danish description. */}
      <div role="img" aria-label={description}>
        {/* vega's SVG writer escapes every value and text it writes (engine/chart/still-svg.ts). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: markup of vega's own SVG writer, from our server */}
        <div aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />
      </div>
    </div>
  );
}
