import { describe, expect, it } from 'vitest';
import { formatCount, formatUsd } from './format';

describe('formatUsd', () => {
  const intl = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });

  it('writes whole dollars exactly as Intl does for en-US', () => {
    const values = [
      0, 1, 9, 10, 99, 100, 999, 1000, 1234, 9999, 10000, 12345, 99999, 100000, 123456, 999999,
      1000000, 1234567, 98765432, 2147483647, -1, -5, -999, -1000, -1234567, 0.4, 0.5, 1.5, 2.5,
      1234.49, 1234.5, 999.5, -0.4, -2.5, -0,
    ];
    for (const value of values) expect(formatUsd(value), String(value)).toBe(intl.format(value));
  });
});

describe('formatUsd in Bangla', () => {
  it('keeps the sign first and writes Bangla digits, grouped as Bangla groups', () => {
    expect(formatUsd(249, 'bn')).toBe('$২৪৯');
    expect(formatUsd(123456, 'bn')).toBe('$১,২৩,৪৫৬');
    expect(formatUsd(-5, 'bn')).toBe('-$৫');
    expect(formatCount(30400, 'bn')).toBe('৩০,৪০০');
  });

  it('writes Western digits, grouped as Bangla groups, for bn-latn', () => {
    expect(formatUsd(123456, 'bn-latn')).toBe('$1,23,456');
    expect(formatCount(30400, 'bn-latn')).toBe('30,400');
  });
});
