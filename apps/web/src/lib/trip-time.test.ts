import { afterEach, describe, expect, it } from 'vitest';
import {
  endsAfter,
  formatCalendarDay,
  formatInstant,
  formatInstantDay,
  formatInstantZoned,
  formatTripDate,
  formatTripDateTime,
  formatTripDateTimeZoned,
  localDateTime,
  setTripTimeZone,
  TIME_ZONE_META,
  toDateTimeLocal,
  todayInZone,
  tripTimeZone,
  tripZoneLabel,
  tripZoneWithOffset,
  wallClockAt,
  zoneLabel,
  zoneName,
} from './trip-time';

function pageZone(zone: string) {
  const meta = document.createElement('meta');
  meta.name = TIME_ZONE_META;
  meta.content = zone;
  document.head.append(meta);
}

afterEach(() => {
  document.head.querySelectorAll(`meta[name="${TIME_ZONE_META}"]`).forEach((m) => m.remove());
  setTripTimeZone(undefined);
});

describe('the agency’s zone', () => {
  it('is the one the server wrote into the page, and is named from its IANA name', () => {
    pageZone('Europe/London');
    expect(tripTimeZone()).toBe('Europe/London');
    expect(zoneName()).toBe('London time');
    expect(zoneName('America/Argentina/Buenos_Aires')).toBe('Buenos Aires time');
    expect(zoneName('Etc/UTC')).toBe('UTC');
    expect(tripZoneWithOffset(new Date('2026-07-01T00:00:00Z'))).toBe('London time (UTC+01:00)');
    expect(tripZoneWithOffset(new Date('2026-12-01T00:00:00Z'))).toBe('London time (UTC)');
  });

  it('ignores a page zone that is no zone, and a renderer may set it', () => {
    pageZone('Mars/Olympus');
    expect(tripTimeZone()).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
    setTripTimeZone('Asia/Tokyo');
    expect(tripTimeZone()).toBe('Asia/Tokyo');
  });
});

describe('trip times', () => {
  it('shows the wall-clock time written in the answer and names the agency’s zone', () => {
    setTripTimeZone('Asia/Dhaka');
    expect(formatTripDateTime('2026-12-24T07:00:00+06:00')).toBe('Thu 24 Dec 2026, 07:00');
    expect(formatTripDateTimeZoned('2026-12-24T23:30:00.000+06:00')).toBe(
      'Thu 24 Dec 2026, 23:30 Dhaka time',
    );
    expect(formatTripDate('2027-01-01T00:15:00+06:00')).toBe('Fri 1 Jan 2027');
    setTripTimeZone('Europe/London');
    expect(formatTripDateTimeZoned('2026-07-24T09:30:00+01:00')).toBe(
      'Fri 24 Jul 2026, 09:30 London time',
    );
    expect(tripZoneLabel()).toBe('London time');
  });

  it('names another offset by its value and leaves what is not a time as it is', () => {
    setTripTimeZone('Asia/Dhaka');
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

describe('instants', () => {
  it('are shown in the agency’s zone whatever the device zone', () => {
    setTripTimeZone('Asia/Dhaka');
    expect(formatInstant('2026-11-27T00:47:17.000Z')).toBe('27 Nov 2026, 06:47');
    expect(formatInstant('2026-12-31T18:30:00Z')).toBe('1 Jan 2027, 00:30');
    expect(formatInstantZoned('2026-12-31T18:30:00Z')).toBe('1 Jan 2027, 00:30 Dhaka time');
    expect(formatInstantDay('2026-12-31T18:30:00Z')).toBe('1 Jan 2027');
    setTripTimeZone('Europe/London');
    expect(formatInstant('2026-12-31T18:30:00Z')).toBe('31 Dec 2026, 18:30');
    expect(formatInstantDay('2026-12-31T18:30:00Z')).toBe('31 Dec 2026');
    expect(formatInstant('not a time')).toBe('not a time');
  });

  it('give the wall clock and the day of the zone', () => {
    const instant = new Date('2026-12-31T18:30:59Z');
    expect(wallClockAt(instant, 'Asia/Dhaka')).toBe('2027-01-01T00:30');
    expect(wallClockAt(instant, 'America/New_York')).toBe('2026-12-31T13:30');
    setTripTimeZone('Asia/Dhaka');
    expect(todayInZone(instant)).toBe('2027-01-01');
    setTripTimeZone('Europe/London');
    expect(todayInZone(instant)).toBe('2026-12-31');
  });

  it('name calendar days in no zone', () => {
    expect(formatCalendarDay('2026-11-27')).toBe('27 Nov 2026');
    expect(formatCalendarDay('2026-11-27', true)).toBe('27 Nov');
  });
});

describe('localDateTime and endsAfter', () => {
  it('read a datetime-local value, with or without seconds', () => {
    expect(localDateTime('2026-12-20T09:00')).toBe('2026-12-20T09:00:00');
    expect(localDateTime('2026-12-20T09:00:30')).toBe('2026-12-20T09:00:30');
    for (const value of ['', '2026-03-01', 'tomorrow', '2026-13-01T10:00', '2026-03-01T10:00Z']) {
      expect(localDateTime(value)).toBeNull();
    }
  });

  it('compare wall-clock times of one zone', () => {
    expect(endsAfter('2026-08-02T08:00', '2026-08-02T08:01')).toBe(true);
    expect(endsAfter('2026-08-02T08:00', '2026-08-02T08:00')).toBe(false);
    expect(endsAfter('2026-08-02T08:00', '2026-08-01T23:00')).toBe(false);
    expect(endsAfter('', '2026-08-01T23:00')).toBe(false);
  });
});

describe('formatInstant in a given zone, and zoneLabel', () => {
  it('show a time in the trip’s zone and name it', () => {
    expect(formatInstant('2026-12-24T10:30:00+06:00', 'Asia/Dhaka')).toBe('24 Dec 2026, 10:30');
    expect(formatInstant('2026-12-24T10:30:00+06:00', 'Asia/Tokyo')).toBe('24 Dec 2026, 13:30');
    expect(zoneLabel('Asia/Dhaka', '2026-12-24T10:30:00+06:00')).toBe('Dhaka time (UTC+06:00)');
    expect(zoneLabel('America/New_York', '2026-12-24T10:30:00-05:00')).toBe(
      'New York time (UTC-05:00)',
    );
  });
});

describe('trip times in Bangla', () => {
  it("writes a trip's wall clock with Bangla names and digits", () => {
    setTripTimeZone('Asia/Dhaka');
    expect(formatTripDateTime('2026-12-24T07:00:00+06:00', 'bn')).toBe(
      'বৃহস্পতি, ২৪ ডিসেম্বর ২০২৬, ০৭:০০',
    );
    expect(formatTripDate('2026-12-24T07:00:00+06:00', 'bn')).toBe('বৃহস্পতি, ২৪ ডিসেম্বর ২০২৬');
    expect(formatTripDateTimeZoned('2026-12-24T07:00:00+06:00', 'bn')).toBe(
      'বৃহস্পতি, ২৪ ডিসেম্বর ২০২৬, ০৭:০০ ঢাকা সময়',
    );
    // English is as before, to the character.
    expect(formatTripDateTime('2026-12-24T07:00:00+06:00')).toBe('Thu 24 Dec 2026, 07:00');
  });

  it('writes an instant in the zone, in Bangla', () => {
    setTripTimeZone('Asia/Dhaka');
    expect(formatInstant('2026-11-27T00:47:17.000Z', undefined, 'bn')).toBe(
      '২৭ নভেম্বর ২০২৬, ০৬:৪৭',
    );
    expect(formatInstantDay('2026-11-26T20:00:00.000Z', 'bn')).toBe('২৭ নভেম্বর ২০২৬');
    expect(formatCalendarDay('2026-01-05', true, 'bn')).toBe('৫ জানুয়ারি');
    expect(zoneName('Asia/Dhaka', 'bn')).toBe('ঢাকা সময়');
    expect(tripZoneWithOffset(new Date('2026-06-01T00:00:00Z'), 'bn')).toBe('ঢাকা সময় (UTC+০৬:০০)');
    setTripTimeZone(undefined);
  });

  it('writes them with Western digits for bn-latn, the words still Bangla', () => {
    setTripTimeZone('Asia/Dhaka');
    expect(formatTripDateTimeZoned('2026-12-24T07:00:00+06:00', 'bn-latn')).toBe(
      'বৃহস্পতি, 24 ডিসেম্বর 2026, 07:00 ঢাকা সময়',
    );
    expect(formatInstant('2026-11-27T00:47:17.000Z', undefined, 'bn-latn')).toBe(
      '27 নভেম্বর 2026, 06:47',
    );
    expect(tripZoneWithOffset(new Date('2026-06-01T00:00:00Z'), 'bn-latn')).toBe(
      'ঢাকা সময় (UTC+06:00)',
    );
    setTripTimeZone(undefined);
  });
});
