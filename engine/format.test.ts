import { describe, expect, it } from 'vitest';
import { dateFormat, formatDate, formatNumber, formatValue, numberFormat, readerText } from './format.ts';

const nbsp = '\u00a0';

describe('da-DK formatting', () => {
  it('groups thousands with a dot and writes decimals with a comma', () => {
    expect(formatNumber(18240, { style: 'integer' })).toBe('18.240');
    expect(formatNumber(12, { decimals: 2, unit: 'ord' })).toBe('12,00 ord');
    expect(formatNumber(12.345)).toBe('12,35');
  });

  it('writes percentages from 0..100 and from fractions 0..1', () => {
    expect(formatNumber(21.04, { style: 'percent', decimals: 1 })).toBe(`21,0${nbsp}%`);
    expect(formatNumber(0.62, { style: 'fraction' })).toBe(`62${nbsp}%`);
  });

  it('writes dates the Danish way', () => {
    expect(formatDate('2026-03-14T10:15:00Z')).toBe('14. marts 2026');
    expect(formatValue('2026-03-14T10:15:00Z', { date: true })).toBe('14. marts 2026');
  });

  it('shows a dash for what is not a number or a date', () => {
    expect(formatNumber(undefined)).toBe('–');
    expect(formatNumber(Number.NaN)).toBe('–');
    expect(formatDate('ikke en dato')).toBe('–');
    expect(formatValue(null)).toBe('–');
  });

  it('writes a number in text a reader sees with the decimal comma, no grouping, its full precision', () => {
    expect(readerText(15.03)).toBe('15,03');
    expect(readerText(0.1 + 0.2)).toBe('0,3');
    expect(readerText(2026)).toBe('2026');
    expect(readerText(-1.5)).toBe('-1,5');
    expect(readerText('15.03 %')).toBe('15.03 %');
    expect(readerText(undefined)).toBe('');
    expect(readerText(null)).toBe('');
  });

  it('makes each formatter once per set of options, and keeps formatters of other options apart', () => {
    const oneDecimal = numberFormat({ maximumFractionDigits: 1 });
    expect(numberFormat({ maximumFractionDigits: 1 })).toBe(oneDecimal);
    expect(numberFormat({ maximumFractionDigits: 2 })).not.toBe(oneDecimal);
    expect(oneDecimal.format(12.345)).toBe('12,3');
    expect(numberFormat({ maximumFractionDigits: 2 }).format(12.345)).toBe('12,35');
    expect(numberFormat({ style: 'currency', currency: 'DKK' }).format(149)).toBe(`149,00${nbsp}kr.`);
    expect(numberFormat({ style: 'currency', currency: 'EUR' }).format(149)).toBe(`149,00${nbsp}€`);
    expect(dateFormat({ dateStyle: 'medium' })).toBe(dateFormat({ dateStyle: 'medium' }));
    expect(dateFormat({ dateStyle: 'long' })).not.toBe(dateFormat({ dateStyle: 'medium' }));
    // The same answers after the formatters are made: readerText, formatNumber and formatDate share them.
    for (let round = 0; round < 2; round++) {
      expect(readerText(15.03)).toBe('15,03');
      expect(formatNumber(21.04, { style: 'percent', decimals: 1 })).toBe(`21,0${nbsp}%`);
      expect(formatNumber(18240, { style: 'integer' })).toBe('18.240');
      expect(formatDate('2026-03-14T10:15:00Z')).toBe('14. marts 2026');
    }
  });

  it('refuses options Intl refuses, each time, and makes no formatter of them', () => {
    expect(() => numberFormat({ maximumFractionDigits: 101 })).toThrow(RangeError);
    expect(() => numberFormat({ maximumFractionDigits: 101 })).toThrow(RangeError);
    expect(() => formatNumber(1, { decimals: 101 })).toThrow(RangeError);
  });
});
