import { describe, expect, it } from 'vitest';
import { parseDurationDays } from './duration';

describe('parseDurationDays', () => {
  it.each([
    ['3 days', 3],
    ['5 days 4 nights', 5],
    ['1 week', 7],
    ['two weeks', 14],
    ['10-day trek', 10],
    ['A weekend', null],
    ['', null],
  ])('reads %j as %j', (text, days) => {
    expect(parseDurationDays(text)).toBe(days);
  });
});
