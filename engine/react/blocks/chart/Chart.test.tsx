// @vitest-environment happy-dom
import { cleanup, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { radarSpec } from '../../../chart/radar-spec.ts';
import { legibilityPartsData, renderBlocks } from '../../test-harness.tsx';
import { chartExample } from './example.ts';

afterEach(cleanup);

const { parts, data } = legibilityPartsData([30, 37], [0, 100]);

describe('chart block', () => {
  it('renders the Vega-Lite chart as SVG through the interpreter and marks it ready', async () => {
    const { container, logger } = await renderBlocks([chartExample], { data });
    await waitFor(() => expect(container.querySelector('[data-chart-state="ready"]')).not.toBeNull(), {
      timeout: 8000,
    });
    expect(container.querySelector('[data-chart-state="ready"] svg')).not.toBeNull();
    expect(logger.entries).toEqual([]);
  });

  it('writes the axis numbers the Danish way, with a decimal comma', async () => {
    const fractional = parts.map((part, i) => ({ ...part, lix: 30.25 + i * 0.5 }));
    const spec = {
      ...chartExample,
      props: {
        ...chartExample.props,
        spec: {
          mark: 'line',
          encoding: {
            x: { field: 'part', type: 'quantitative' },
            y: { field: 'lix', type: 'quantitative', scale: { zero: false } },
          },
        },
      },
    };
    const { container } = await renderBlocks([spec], { data: [{ ...data[0]!, content: fractional }] });
    await waitFor(() => expect(container.querySelector('[data-chart-state="ready"] svg')).not.toBeNull(), {
      timeout: 8000,
    });
    const labels = [...container.querySelectorAll('svg text')].map((text) => text.textContent ?? '');
    expect(labels.some((label) => /^\d+,\d+$/u.test(label))).toBe(true);
    expect(labels.some((label) => /^\d+\.\d+$/u.test(label))).toBe(false);
  });

  it('labels the points with passages by a number the Danish way: 15,03, never 15.03 (issue 35)', async () => {
    const placed = parts.map((part, i) => ({ ...part, part: [15.03, 87.5][i]! }));
    const spec = {
      ...chartExample,
      props: { ...chartExample.props, passages: { model: 'Sentiment', keyField: 'chunk', labelField: 'part' } },
      bind: { values: "[legibilityParts.{'part': part, 'lix': lix, 'chunk': chunk_id}]" },
    };
    const passages = async () => {
      throw new Error('not asked in this test');
    };
    const { container } = await renderBlocks([spec], { data: [{ ...data[0]!, content: placed }], passages });
    const buttons = [...container.querySelectorAll('.lk-passage-link')].map((button) => button.textContent);
    expect(buttons).toEqual(['15,03', '87,5']);
  });

  it("on screen shows the server's still drawing and draws the chart live once the reader points at it", async () => {
    const asked: string[] = [];
    const still = '<svg class="marks" data-still="yes" width="10" height="10"></svg>';
    // The server's drawings: this one answers every key it is asked for, and keeps the keys.
    const stillCharts = {
      get: (key: string) => {
        asked.push(key);
        return still;
      },
    } as unknown as ReadonlyMap<string, string>;
    const { container, logger } = await renderBlocks([chartExample], { data, stillCharts });
    const drawn = container.querySelector('[data-chart-drawn="server"]');
    expect(drawn?.getAttribute('data-chart-state')).toBe('ready');
    expect(drawn?.querySelector('svg[data-still="yes"]')).not.toBeNull();
    expect(drawn?.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe(chartExample.props.description);
    expect(asked.every((key) => /^[0-9a-f]{28}$/u.test(key))).toBe(true);
    // The reader points at it: vega draws it live in its place, the still drawing gone.
    fireEvent.pointerEnter(container.querySelector('.lk-chart-scroll')!);
    await waitFor(
      () => expect(container.querySelector('[data-chart-state="ready"]:not([data-chart-drawn]) svg')).not.toBeNull(),
      { timeout: 8000 },
    );
    expect(container.querySelector('[data-chart-drawn="server"]')).toBeNull();
    expect(container.querySelector('svg[data-still="yes"]')).toBeNull();
    expect(logger.entries).toEqual([]);
  });

  it('on screen draws live a chart whose drawing the server did not make', async () => {
    const { container } = await renderBlocks([chartExample], { data, stillCharts: new Map([['other', '<svg/>']]) });
    await waitFor(() => expect(container.querySelector('[data-chart-state="ready"] svg')).not.toBeNull(), {
      timeout: 8000,
    });
    expect(container.querySelector('[data-chart-drawn="server"]')).toBeNull();
  });

  it('uses the print size in print mode, scaled down to the printable width of A4', async () => {
    const { container } = await renderBlocks([chartExample], { data, context: { print: true } });
    await waitFor(() => expect(container.querySelector('[data-chart-state="ready"] svg')).not.toBeNull(), {
      timeout: 8000,
    });
    const svg = container.querySelector('[data-chart-state="ready"] svg');
    // The print size is 700 x 300 (600 on screen): wider than the 680 px of A4's printable width, so the whole
    // chart, axes included, is fitted to 680 and its height scaled by the same factor (300 · 680/700 ≈ 291).
    expect(Number(svg?.getAttribute('width'))).toBe(680);
    expect(Number(svg?.getAttribute('height'))).toBe(291);
  });

  it('builds a radar with one closed line per series over every axis', () => {
    const spec = radarSpec(
      [
        { axis: 'LIX', series: 'Din bog', value: 0.3 },
        { axis: 'Dialog', series: 'Din bog', value: 0.5 },
        { axis: 'LIX', series: 'Lignende', value: 0.4 },
      ],
      400,
      300,
    ) as { width: number; height: number; signals: { update: string }[]; data: { values: unknown[] }[] };
    // the canvas keeps the block's size; the radar takes the shorter side
    expect([spec.width, spec.height]).toEqual([400, 300]);
    expect(spec.signals[0]?.update).toBe('min(width, height) / 2');
    expect(spec.data[0]?.values).toHaveLength(3);
  });
});
