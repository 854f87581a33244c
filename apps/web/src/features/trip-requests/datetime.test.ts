import { describe, expect, it } from 'vitest';
import { endsAfter, formatTripTime, localDateTime, zoneLabel } from './datetime';

describe('localDateTime', () => {
  it('reads a datetime-local value, with or without seconds', () => {
    expect(localDateTime('2026-12-20T09:00')).toBe('2026-12-20T09:00:00');
    expect(localDateTime('2026-12-20T09:00:30')).toBe('2026-12-20T09:00:30');
  });

  it('answers null for anything that is not a datetime-local value', () => {
    for (const value of ['', '2026-03-01', 'tomorrow', '2026-13-01T10:00', '2026-03-01T10:00Z']) {
      expect(localDateTime(value)).toBeNull();
    }
  });
});

describe('endsAfter', () => {
  it('compares wall-clock times of one zone', () => {
    expect(endsAfter('2026-08-02T08:00', '2026-08-02T08:01')).toBe(true);
    expect(endsAfter('2026-08-02T08:00', '2026-08-02T08:00')).toBe(false);
    expect(endsAfter('2026-08-02T08:00', '2026-08-01T23:00')).toBe(false);
    expect(endsAfter('', '2026-08-01T23:00')).toBe(false);
  });
});

describe('formatTripTime and zoneLabel', () => {
  it('show a time in the trip zone, whatever zone the device is in, and name the zone', () => {
    expect(formatTripTime('2026-12-24T10:30:00+06:00', 'Asia/Dhaka')).toBe('24 Dec 2026, 10:30');
    // The same instant, shown for a trip zone of Tokyo.
    expect(formatTripTime('2026-12-24T10:30:00+06:00', 'Asia/Tokyo')).toBe('24 Dec 2026, 13:30');
    expect(zoneLabel('Asia/Dhaka', '2026-12-24T10:30:00+06:00')).toBe('Dhaka time (UTC+06:00)');
    expect(zoneLabel('America/New_York', '2026-12-24T10:30:00-05:00')).toBe(
      'New York time (UTC-05:00)',
    );
  });
});
