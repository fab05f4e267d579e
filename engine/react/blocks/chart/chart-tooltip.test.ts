// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { chartTooltip, hideChartTooltip, tooltipLines } from './chart-tooltip.ts';

afterEach(() => document.getElementById('lk-chart-tooltip')?.remove());

describe('the chart tooltip', () => {
  it('shows each field of a point as "title: value", a single value as it is, nothing as nothing', () => {
    expect(tooltipLines({ Ord: 'mørk', Antal: '12' })).toEqual(['Ord: mørk', 'Antal: 12']);
    expect(tooltipLines(3.5)).toEqual(['3.5']);
    expect(tooltipLines(undefined)).toEqual([]);
    expect(tooltipLines('')).toEqual([]);
  });

  it('writes text, never HTML, beside the pointer, and hides when the pointer leaves the point', () => {
    const event = new MouseEvent('mousemove', { clientX: 100, clientY: 40 });
    chartTooltip(null, event, null as never, { Ord: '<b>mørk</b>' });
    const element = document.getElementById('lk-chart-tooltip');
    expect(element?.hidden).toBe(false);
    expect(element?.getAttribute('role')).toBe('tooltip');
    expect(element?.textContent).toBe('Ord: <b>mørk</b>');
    expect(element?.querySelector('b')).toBeNull();
    expect(element?.style.left).toBe('112px');
    chartTooltip(null, event, null as never, undefined);
    expect(element?.hidden).toBe(true);
    chartTooltip(null, event, null as never, 'x');
    hideChartTooltip();
    expect(element?.hidden).toBe(true);
  });
});
