// @vitest-environment happy-dom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { collectingLogger } from '../../../index.ts';
import { type EngineEnvironment, EngineEnvironmentContext } from '../../engine-context.ts';
import VegaChart, { refusingLoader } from './VegaChart.tsx';

afterEach(cleanup);

function renderChart(
  spec: Record<string, unknown>,
  full: boolean,
  values: Record<string, unknown>[] = [{ a: 1 }],
  description = 'Test',
  still = false,
) {
  const logger = collectingLogger();
  const env = { logger, source: 'test.report.json' } as unknown as EngineEnvironment;
  const chart = (shown: Record<string, unknown>[]) => (
    <EngineEnvironmentContext.Provider value={env}>
      <VegaChart
        spec={spec}
        full={full}
        values={shown}
        width={200}
        height={100}
        description={description}
        still={still}
      />
    </EngineEnvironmentContext.Provider>
  );
  const view = render(chart(values));
  return { ...view, logger, rerenderWith: (shown: Record<string, unknown>[]) => view.rerender(chart(shown)) };
}

const barSpec = {
  mark: 'bar',
  encoding: {
    x: { field: 'ord', type: 'nominal', title: 'Ord' },
    y: { field: 'antal', type: 'quantitative', title: 'Antal' },
    color: { field: 'ord', type: 'nominal', title: 'Ord' },
    tooltip: [{ field: 'ord' }, { field: 'antal' }],
  },
};
const words = [
  { ord: 'mørk', antal: 12 },
  { ord: 'lys', antal: 7 },
  { ord: 'stille', antal: 3 },
];
/** Words vega writes into its own ARIA labels ('X-axis titled … for a discrete scale with 3 values', 'bar mark'). */
const english = /\b(axis|mark|legend|scale|values?|titled|chart|visualization|container|with|for)\b/iu;

describe('VegaChart', () => {
  it('draws a Vega-Lite spec and marks it ready', async () => {
    const { container, logger } = renderChart(
      { mark: 'bar', encoding: { x: { field: 'a', type: 'quantitative' } } },
      false,
    );
    await waitFor(() => expect(container.querySelector('[data-chart-state="ready"] svg')).not.toBeNull(), {
      timeout: 8000,
    });
    expect(logger.entries).toEqual([]);
  });

  it('loads nothing: the data url of a full spec is refused, and the refusal logged', async () => {
    const { container, logger } = renderChart(
      {
        $schema: 'https://vega.github.io/schema/vega/v6.json',
        data: [{ name: 'outside', url: 'https://example.org/data.json' }],
        marks: [{ type: 'rect', from: { data: 'outside' } }],
      },
      true,
    );
    await waitFor(() => expect(logger.entries.map((e) => e.message).join()).toContain('a chart loads nothing'), {
      timeout: 4000,
    });
    expect(logger.entries[0]?.message).toContain('Loading failed https://example.org/data.json');
    expect(container.querySelectorAll('.mark-rect path')).toHaveLength(0);
  });

  it('labels the chart with its Danish description and leaves no English ARIA text of vega anywhere in it', async () => {
    const description = 'Søjlediagram over de hyppigste tillægsord.';
    const { container, logger } = renderChart(barSpec, false, words, description);
    await waitFor(() => expect(container.querySelector('[data-chart-state="ready"] svg')).not.toBeNull(), {
      timeout: 8000,
    });
    const labelled = container.querySelectorAll('[role="img"]');
    expect(labelled).toHaveLength(1);
    expect(labelled[0]?.getAttribute('aria-label')).toBe(description);
    // axes and legend are drawn (their texts are there), but nothing of vega's carries an ARIA text
    const texts = [...container.querySelectorAll('svg text')].map((text) => text.textContent);
    expect(texts).toEqual(expect.arrayContaining(['Ord', 'Antal', 'mørk']));
    const ariaTexts = [...container.querySelectorAll('*')].flatMap((element) =>
      ['aria-label', 'aria-roledescription', 'aria-description']
        .map((name) => element.getAttribute(name))
        .filter((value): value is string => value !== null),
    );
    expect(ariaTexts).toEqual([description]);
    expect(ariaTexts.filter((text) => english.test(text))).toEqual([]);
    expect(container.querySelector('[role="graphics-document"], [role="graphics-symbol"]')).toBeNull();
    expect(logger.entries).toEqual([]);
  });

  it('keeps its view when only the values change, and draws the new values', async () => {
    const { container, rerenderWith } = renderChart(barSpec, false, words);
    await waitFor(
      () => expect(container.querySelectorAll('[data-chart-state="ready"] .mark-rect path')).toHaveLength(3),
      {
        timeout: 8000,
      },
    );
    const svg = container.querySelector('svg');
    rerenderWith([...words, { ord: 'våd', antal: 1 }]);
    await waitFor(
      () => expect(container.querySelectorAll('[data-chart-state="ready"] .mark-rect path')).toHaveLength(4),
      {
        timeout: 8000,
      },
    );
    expect(container.querySelector('svg')).toBe(svg);
    const labels = [...container.querySelectorAll('svg text')].map((text) => text.textContent);
    expect(labels).toContain('våd');
  });

  it('draws a still chart (print) as vega’s SVG markup: the same marks and texts, escaped, and no ARIA text of vega’s', async () => {
    const description = 'Søjlediagram over de hyppigste tillægsord.';
    const shown = [...words, { ord: '<b>&"fed"</b>', antal: 2 }];
    const { container, logger, rerenderWith } = renderChart(barSpec, false, shown, description, true);
    await waitFor(
      () => expect(container.querySelectorAll('[data-chart-state="ready"] svg .mark-rect path')).toHaveLength(4),
      { timeout: 8000 },
    );
    const texts = [...container.querySelectorAll('svg text')].map((text) => text.textContent);
    expect(texts).toEqual(expect.arrayContaining(['Ord', 'Antal', 'mørk', '<b>&"fed"</b>']));
    // a word that looks like markup is text, never an element
    expect(container.querySelector('svg b')).toBeNull();
    const ariaTexts = [...container.querySelectorAll('*')].flatMap((element) =>
      ['aria-label', 'aria-roledescription', 'role']
        .map((name) => element.getAttribute(name))
        .filter((value): value is string => value !== null),
    );
    expect(ariaTexts).toEqual([description, 'img']);
    expect(logger.entries).toEqual([]);
    // new values: drawn again
    rerenderWith(words);
    await waitFor(
      () => expect(container.querySelectorAll('[data-chart-state="ready"] svg .mark-rect path')).toHaveLength(3),
      { timeout: 8000 },
    );
    expect(container.querySelectorAll('svg.marks')).toHaveLength(1);
  });

  it('shows a chart that vega-lite cannot compile as failed, with the reason logged', async () => {
    const { container, logger } = renderChart({ mark: 'no-such-mark' }, false, words);
    await waitFor(() => expect(container.querySelector('[data-chart-state="error"]')).not.toBeNull(), {
      timeout: 8000,
    });
    expect(container.textContent).toContain('Grafen kunne ikke vises.');
    expect(logger.entries.map((entry) => entry.level)).toContain('error');
  });

  it('the loader refuses every load and every image address', async () => {
    await expect(refusingLoader.load('https://example.org/x.json')).rejects.toThrow('a chart loads nothing');
    await expect(refusingLoader.sanitize('data:image/png;base64,AAAA', { context: 'image' } as never)).rejects.toThrow(
      'a chart loads nothing',
    );
  });
});
