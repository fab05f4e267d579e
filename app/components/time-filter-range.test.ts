import { describe, expect, it } from 'vitest';
import { periodFilter, rangeFilter } from './time-filter-range.ts';

describe('time filter ranges (startTime inclusive, endTime exclusive)', () => {
  const today = new Date('2026-11-21T15:30:00Z');
  it('last 30 days and last year end tomorrow, so today is included', () => {
    expect(periodFilter('30d', today)).toEqual({ startTime: '2026-10-22', endTime: '2026-11-22' });
    expect(periodFilter('year', today)).toEqual({ startTime: '2025-11-21', endTime: '2026-11-22' });
    expect(periodFilter('all', today)).toEqual({});
  });

  it("turns the author's inclusive 'to' date into the next day, across a month end", () => {
    expect(rangeFilter('2026-01-01', '2026-01-31')).toEqual({ startTime: '2026-01-01', endTime: '2026-02-01' });
  });

  it('leaves out blank and malformed dates', () => {
    expect(rangeFilter('', '21-11-2026')).toEqual({});
    expect(rangeFilter('2026-02-30x', '')).toEqual({});
  });
});
