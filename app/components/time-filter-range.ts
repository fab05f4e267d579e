/** The query (startTime inclusive, endTime exclusive; ISO dates) of a chosen period or date range. */
export type Period = 'all' | '30d' | 'year' | 'custom';

export interface TimeRange {
  startTime?: string;
  endTime?: string;
  [name: string]: string | undefined;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setUTCDate(next.getUTCDate() + days);
  return next;
}

/** A period ending today (inclusive). */
export function periodFilter(period: Period, today: Date): TimeRange {
  const end = isoDate(addDays(today, 1));
  if (period === '30d') return { startTime: isoDate(addDays(today, -30)), endTime: end };
  if (period === 'year') return { startTime: isoDate(addDays(today, -365)), endTime: end };
  return {};
}

/** From and to dates as the author typed them ('to' inclusive); blank or malformed dates are left out. */
export function rangeFilter(from: string, to: string): TimeRange {
  const range: TimeRange = {};
  if (DATE.test(from)) range.startTime = from;
  if (DATE.test(to)) range.endTime = isoDate(addDays(new Date(`${to}T00:00:00Z`), 1));
  return range;
}
