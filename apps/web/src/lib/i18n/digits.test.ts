import { describe, expect, it } from 'vitest';
import { groupedWhole, localDigits } from './digits';

describe('numbers in Bangla', () => {
  it('groups as Intl does for bn and en', () => {
    for (const n of [0, 7, 42, 999, 1000, 30400, 123456, 1234567, 987654321]) {
      expect(groupedWhole(n, 'bn')).toBe(new Intl.NumberFormat('bn').format(n));
      expect(groupedWhole(n, 'en')).toBe(new Intl.NumberFormat('en-US').format(n));
    }
  });

  it('writes Bangla digits in Bangla only', () => {
    expect(localDigits('24 Dec 2026, 07:00', 'bn')).toBe('২৪ Dec ২০২৬, ০৭:০০');
    expect(localDigits('24 Dec 2026', 'en')).toBe('24 Dec 2026');
  });
});

describe('Bangla with Western digits (bn-latn)', () => {
  it('keeps the digits Western and groups as Bangla does', () => {
    expect(localDigits('24 Dec 2026, 07:00', 'bn-latn')).toBe('24 Dec 2026, 07:00');
    for (const n of [0, 42, 1000, 30400, 123456, 1234567]) {
      expect(groupedWhole(n, 'bn-latn')).toBe(new Intl.NumberFormat('bn-u-nu-latn').format(n));
    }
    expect(groupedWhole(1234567, 'bn-latn')).toBe('12,34,567');
  });
});
