import { describe, expect, it } from 'vitest';
import {
  formatTripDate,
  formatTripDateTime,
  formatTripDateTimeZoned,
  toDateTimeLocal,
  tripZoneLabel,
} from './trip-time';

describe('trip times', () => {
  it('shows the wall-clock time of the trip zone written in the answer, and names Dhaka', () => {
    expect(formatTripDateTime('2026-12-24T07:00:00+06:00')).toBe('Thu 24 Dec 2026, 07:00');
    expect(formatTripDateTimeZoned('2026-12-24T23:30:00.000+06:00')).toBe(
      'Thu 24 Dec 2026, 23:30 Dhaka time',
    );
    expect(formatTripDate('2027-01-01T00:15:00+06:00')).toBe('Fri 1 Jan 2027');
  });

  it('names another offset by its value and leaves what is not a time as it is', () => {
    expect(tripZoneLabel('2026-12-24T07:00:00+05:30')).toBe('UTC+05:30');
    expect(tripZoneLabel('2026-12-24T07:00:00Z')).toBe('UTC');
    expect(formatTripDateTime('soon')).toBe('soon');
    expect(formatTripDateTimeZoned('2026-13-01T07:00:00+06:00')).toBe('2026-13-01T07:00:00+06:00');
  });

  it('gives a datetime-local input the trip zone’s wall clock', () => {
    expect(toDateTimeLocal('2026-12-24T07:05:00+06:00')).toBe('2026-12-24T07:05');
    expect(toDateTimeLocal('not a time')).toBe('');
  });
});
