import { afterEach, describe, expect, it } from 'vitest';
import { localInputToInstant } from './datetime';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('localInputToInstant', () => {
  it('keeps the wall-clock time and adds the browser’s offset (Dhaka, +06:00)', () => {
    process.env.TZ = 'Asia/Dhaka';
    expect(localInputToInstant('2026-12-20T09:00')).toBe('2026-12-20T09:00:00+06:00');
    expect(Date.parse(localInputToInstant('2026-12-20T09:00')!)).toBe(
      Date.parse('2026-12-20T03:00:00Z'),
    );
  });

  it('uses the offset in force on that date, and negative offsets (New York in summer and winter)', () => {
    process.env.TZ = 'America/New_York';
    expect(localInputToInstant('2026-07-01T18:30')).toBe('2026-07-01T18:30:00-04:00');
    expect(localInputToInstant('2026-01-15T18:30:45')).toBe('2026-01-15T18:30:45-05:00');
  });

  it('handles half-hour offsets (Kolkata, +05:30)', () => {
    process.env.TZ = 'Asia/Kolkata';
    expect(localInputToInstant('2026-03-01T00:15')).toBe('2026-03-01T00:15:00+05:30');
  });

  it('answers null for anything that is not a datetime-local value', () => {
    for (const value of ['', '2026-03-01', 'tomorrow', '2026-13-01T10:00', '2026-03-01T10:00Z']) {
      expect(localInputToInstant(value)).toBeNull();
    }
  });
});
