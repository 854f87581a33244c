import { describe, expect, it } from 'vitest';
import { countText, groupedNumber, pluralNoun } from '@wayfare/contract/counts';

describe('counts in words (the web app and the e-mails alike)', () => {
  const rules = new Intl.PluralRules('en');
  const numbers = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });
  const values = [0, 1, 2, 3, 9, 10, 11, 20, 21, 100, 101, 999, 1000, 1001, 12345, 1234567, -1, -2];

  it('picks the noun as English’s plural rules do: one for exactly 1, other for the rest, 0 too', () => {
    for (const n of values) {
      expect(pluralNoun(n, 'seat'), String(n)).toBe(rules.select(n) === 'one' ? 'seat' : 'seats');
    }
  });

  it('writes the number as en-US does, with thousands separators', () => {
    for (const n of values) expect(groupedNumber(n), String(n)).toBe(numbers.format(n));
  });

  it('says a count with its noun, irregular plurals included', () => {
    expect(countText(1, 'seat')).toBe('1 seat');
    expect(countText(0, 'seat')).toBe('0 seats');
    expect(countText(2, 'traveller')).toBe('2 travellers');
    expect(countText(1250, 'booking')).toBe('1,250 bookings');
    expect(countText(1, 'person', 'people')).toBe('1 person');
    expect(countText(3, 'person', 'people')).toBe('3 people');
  });
});
