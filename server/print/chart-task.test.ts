/**
 * The print view's charts drawn on the server (chart-task.ts): each chart block of a page bound to the revision's
 * data by the engine and drawn as vega's SVG markup, named by the key the print view computes for the same drawing;
 * a chart vega cannot draw fails alone; a chart without values is not drawn (the page says it has no data).
 */
import { describe, expect, it } from 'vitest';
import { chartDrawing, drawingKey } from '../../engine/chart/drawing.ts';
import { legibilityPartsData } from '../../engine/react/test-harness.tsx';
import { renderPrintCharts } from './chart-task.ts';
import { textWidth } from './text-widths.ts';

const { parts, data: legibilityData } = legibilityPartsData([30, 42, 37], [25, 50, 75]);

const barSpec = {
  mark: 'bar',
  encoding: {
    x: { field: 'Del', type: 'nominal', title: 'Del af bogen' },
    y: { field: 'LIX', type: 'quantitative', title: 'Læsbarhedstal' },
  },
};
const printSize = { width: 400, height: 200 };

function chart(id: string, spec: Record<string, unknown>, values: string) {
  return { type: 'chart', id, props: { description: `Diagram ${id}`, spec, printSize }, bind: { values } };
}

const page = {
  key: 'test',
  reportId: 8,
  title: 'Test',
  data: { parts: { model: 'Legibility', section: 'parts' } },
  blocks: [
    chart('bars', barSpec, "[parts.{'Del': $string(part) & ' %', 'LIX': lix}]"),
    chart('broken', { mark: 'no-such-mark' }, "[parts.{'Del': part}]"),
    chart('empty', barSpec, "[parts[lix > 1000].{'Del': part}]"),
  ],
};

function task(blocks: readonly object[] = page.blocks) {
  return {
    definitions: { stamp: Math.random(), files: [{ name: 'reports/test.report.json', json: { ...page, blocks } }] },
    data: legibilityData,
    modelVersion: 3,
    content: { shared: {}, reportTexts: {}, bands: [] },
    context: { isAdmin: false, isTrial: false, isSimilarBook: false, print: true },
  };
}

describe('print charts drawn on the server', () => {
  it('draws a bound chart as SVG with its marks and Danish texts, named by the drawing key of its values', async () => {
    const result = await renderPrintCharts(task([page.blocks[0]!]));
    expect(result.failures).toEqual([]);
    expect(result.charts).toHaveLength(1);
    const values = parts.map((p) => ({ Del: `${p.part} %`, LIX: p.lix }));
    const key = drawingKey(chartDrawing({ description: 'Diagram bars', spec: barSpec, printSize, values }, true));
    expect(result.charts[0]!.key).toBe(key);
    const svg = result.charts[0]!.svg;
    expect(svg.startsWith('<svg')).toBe(true);
    const bars = /<g class="mark-rect[^"]*"[^>]*>(.*?)<\/g>/su.exec(svg)?.[1] ?? '';
    expect(bars.match(/<path/gu)).toHaveLength(3);
    for (const text of ['Del af bogen', 'Læsbarhedstal', '25 %', '75 %']) expect(svg).toContain(`>${text}</text>`);
    expect(svg).toMatch(/width="400"/u);
    // vega's English ARIA texts are left out (the print view labels the chart in Danish)
    expect(svg).not.toMatch(/aria-roledescription|role="graphics/u);
  });

  it("draws the dashboard's charts at their screen size too, named by their screen drawings' keys", async () => {
    const bars = { ...page.blocks[0]!, props: { ...page.blocks[0]!.props, size: { width: 300, height: 150 } } };
    const dashboard = { ...task([bars]), definitions: { stamp: Math.random(), files: [] as object[] } };
    dashboard.definitions.files = [
      { name: 'reports/dashboard.report.json', json: { ...page, key: 'dashboard', reportId: 0, blocks: [bars] } },
    ];
    const result = await renderPrintCharts(dashboard as ReturnType<typeof task>);
    expect(result.failures).toEqual([]);
    const values = parts.map((p) => ({ Del: `${p.part} %`, LIX: p.lix }));
    const props = { description: 'Diagram bars', spec: barSpec, printSize, size: { width: 300, height: 150 }, values };
    expect(result.charts.map((c) => c.key)).toEqual([drawingKey(chartDrawing(props, true))]);
    expect(result.screenCharts.map((c) => [c.reportId, c.key])).toEqual([[0, drawingKey(chartDrawing(props, false))]]);
    const svg = result.screenCharts[0]!.svg;
    // On screen the axes and legend come around the chart's size (print fits them within it).
    expect(Number(/^<svg [^>]*width="(\d+)"/u.exec(svg)?.[1])).toBeGreaterThan(300);
    expect(svg).toContain('>Læsbarhedstal</text>');
    // Any other page's charts only at their print size.
    expect((await renderPrintCharts(task([page.blocks[0]!]))).screenCharts).toEqual([]);
  });

  it('fails the chart vega cannot draw alone, and draws no chart for no values', async () => {
    const result = await renderPrintCharts(task());
    expect(result.charts).toHaveLength(1);
    expect(result.failures).toHaveLength(1);
    expect(result.failures[0]).toMatchObject({ reportId: 8, block: 'broken' });
    expect(result.failures[0]!.message).not.toBe('');
  });

  it('renders the page to markup with every block bound and the chart drawn, texts escaped', async () => {
    const heading = {
      type: 'header',
      id: 'title',
      props: { title: 'Læsbarhed' },
      bind: { subtitle: "'<b>Del & LIX</b>'" },
    };
    const result = await renderPrintCharts(task([heading, page.blocks[0]!]));
    expect(result.documentProblem).toBeUndefined();
    const [section] = result.document?.sections ?? [];
    expect(section?.reportId).toBe(8);
    const html = section?.html ?? '';
    expect(html).toMatch(/^<article class="lk-report lk-print"/u);
    expect(html).not.toContain('data-block-state="loading"');
    expect(html.match(/data-block-state="ready"/gu)).toHaveLength(2);
    expect(html).toContain('data-chart-drawn="server"');
    expect(html).toContain(result.charts[0]!.svg);
    // An author's or editor's text is text, never markup.
    expect(html).toContain('&lt;b&gt;Del &amp; LIX&lt;/b&gt;');
    expect(html).not.toContain('<b>Del');
    expect(result.document?.failedBlocks).toBe(0);
  });

  it('renders a block that fails its binding as the error panel, and counts it (the PDF refuses it)', async () => {
    // No values for the chart: its bound props break the chart's contract, as in the browser.
    const result = await renderPrintCharts(task([page.blocks[0]!, page.blocks[2]!]));
    const html = result.document?.sections[0]?.html ?? '';
    expect(html.match(/data-block-state="failed"/gu)).toHaveLength(1);
    expect(html).toContain('data-block-id="empty"');
    expect(result.document?.failedBlocks).toBe(1);
  });

  it('renders no document when a chart is left to the browser (it would stay loading in markup)', async () => {
    const result = await renderPrintCharts(task());
    expect(result.document).toBeUndefined();
    expect(result.documentProblem).toMatch(/report 8/u);
  });

  it('measures labels by their letters, within their limit', () => {
    expect(textWidth({ fontSize: 10 }, 'WWWW')).toBeGreaterThan(textWidth({ fontSize: 10 }, 'iiii') * 2);
    expect(textWidth({ fontSize: 10 }, 'Tillægsord')).toBeGreaterThan(40);
    expect(textWidth({ fontSize: 10 }, 'Tillægsord')).toBeLessThan(0.8 * 10 * 10);
    expect(textWidth({ fontSize: 10, limit: 20 }, 'Tillægsord')).toBe(20);
    expect(textWidth({ fontSize: 10, fontWeight: 'bold' }, 'Ord')).toBeGreaterThan(textWidth({ fontSize: 10 }, 'Ord'));
  });
});
