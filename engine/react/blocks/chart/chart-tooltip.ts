/**
 * The tooltip of a chart point: one element for the whole page, filled with the point's fields as plain text
 * (never HTML) and placed beside the pointer. Vega calls the handler with the hovered item's tooltip value: an
 * object of title → formatted value (Vega-Lite's `tooltip` channel), a single value, or nothing (hide).
 */
import type { TooltipHandler } from 'vega';

const tooltipId = 'lk-chart-tooltip';

function tooltipElement(): HTMLElement {
  const existing = document.getElementById(tooltipId);
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = tooltipId;
  element.className = 'lk-chart-tooltip';
  element.setAttribute('role', 'tooltip');
  element.hidden = true;
  document.body.appendChild(element);
  return element;
}

/** The lines a tooltip value shows: 'title: value' for each field of an object, else the value itself. */
export function tooltipLines(value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .map(([title, field]) => `${title}: ${String(field)}`);
  }
  return [String(value)];
}

export const chartTooltip: TooltipHandler = (_handler, event, _item, value) => {
  const element = tooltipElement();
  const lines = tooltipLines(value);
  if (lines.length === 0 || !(event instanceof MouseEvent)) {
    element.hidden = true;
    return;
  }
  element.replaceChildren(
    ...lines.map((line) => {
      const row = document.createElement('div');
      row.textContent = line;
      return row;
    }),
  );
  element.style.left = `${event.clientX + 12}px`;
  element.style.top = `${event.clientY + 12}px`;
  element.hidden = false;
};

/** Hides the tooltip (a chart that goes away while its point is hovered leaves none behind). */
export function hideChartTooltip(): void {
  const element = document.getElementById(tooltipId);
  if (element) element.hidden = true;
}
