// @vitest-environment happy-dom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { collectingLogger } from '../../../index.ts';
import { type EngineEnvironment, EngineEnvironmentContext } from '../../engine-context.ts';
import VegaChart, { refusingLoader } from './VegaChart.tsx';

afterEach(cleanup);

function renderChart(spec: Record<string, unknown>, full: boolean) {
  const logger = collectingLogger();
  const env = { logger, source: 'test.report.json' } as unknown as EngineEnvironment;
  const view = render(
    <EngineEnvironmentContext.Provider value={env}>
      <VegaChart spec={spec} full={full} values={[{ a: 1 }]} width={200} height={100} description="Test" />
    </EngineEnvironmentContext.Provider>,
  );
  return { ...view, logger };
}

describe('VegaChart (react-vega)', () => {
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

  it('the loader refuses every load and every image address', async () => {
    await expect(refusingLoader.load('https://example.org/x.json')).rejects.toThrow('a chart loads nothing');
    await expect(refusingLoader.sanitize('data:image/png;base64,AAAA', { context: 'image' } as never)).rejects.toThrow(
      'a chart loads nothing',
    );
  });
});
