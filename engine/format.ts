/** Number, percentage and date formatting for da-DK through Intl (never by hand). */
export const locale = 'da-DK';

/**
 * Intl's formatters, each made once per set of options: making one costs about a hundred times what formatting a
 * number with it does (0.07-0.12 ms against 1 µs in Node; `toLocaleString` with options makes one on every call),
 * and a report page formats a number in every table cell, label and template (docs/PERFORMANCE.md).
 */
function madeOnce<Options, Format>(make: (options: Options) => Format): (options: Options) => Format {
  const made = new Map<string, Format>();
  return (options) => {
    const key = JSON.stringify(options);
    let format = made.get(key);
    if (!format) {
      format = make(options);
      made.set(key, format);
    }
    return format;
  };
}

/** The da-DK number formatter for `options`, made on its first ask. */
export const numberFormat = madeOnce((options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options));

/** The da-DK date formatter for `options`, made on its first ask. */
export const dateFormat = madeOnce((options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options));

export interface NumberFormat {
  /** 'number' (default), 'integer', 'percent' (value 0..100) or 'fraction' (value 0..1 shown as a percent). */
  style?: 'number' | 'integer' | 'percent' | 'fraction';
  decimals?: number;
  /** A unit written after the number, e.g. 'ord'. */
  unit?: string;
}

export function formatNumber(value: unknown, format: NumberFormat = {}): string {
  if (typeof value !== 'number' || Number.isNaN(value)) return '–';
  const { style = 'number', decimals, unit } = format;
  let text: string;
  if (style === 'percent' || style === 'fraction') {
    const fraction = style === 'percent' ? value / 100 : value;
    text = numberFormat({
      style: 'percent',
      maximumFractionDigits: decimals ?? 0,
      minimumFractionDigits: decimals ?? 0,
    }).format(fraction);
  } else if (style === 'integer') {
    text = numberFormat({ maximumFractionDigits: 0 }).format(value);
  } else {
    text = numberFormat({
      maximumFractionDigits: decimals ?? 2,
      minimumFractionDigits: decimals ?? 0,
    }).format(value);
  }
  return unit ? `${text} ${unit}` : text;
}

export function formatDate(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '–';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '–';
  return dateFormat({ day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** A value to show: numbers formatted, strings as they are, anything else as a dash. */
/**
 * A value written into text a reader sees (a template, a point's label, a dialog's title): a number with the Danish
 * decimal comma at its full precision and without grouping ('15,03', '0,5', '2026'); text as it is; nothing as ''.
 * The one place such numbers are written, so no title shows '15.03 %'.
 */
export function readerText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') {
    return numberFormat({ useGrouping: false, maximumFractionDigits: 20 }).format(Number(value.toPrecision(15)));
  }
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

export function formatValue(value: unknown, format?: NumberFormat & { date?: boolean }): string {
  if (format?.date) return formatDate(value);
  if (typeof value === 'number') return formatNumber(value, format);
  if (typeof value === 'string') return value;
  return '–';
}
