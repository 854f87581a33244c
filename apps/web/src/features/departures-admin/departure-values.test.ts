import type { Departure } from '@wayfare/contract/departures';
import { describe, expect, it } from 'vitest';
import {
  changesOf,
  departureRulesOf,
  fieldOfProblem,
  toCreateRequest,
  valuesOf,
} from './departure-values';
import { departuresT } from './messages';

const departureRules = departureRulesOf(departuresT('en'));

const departure: Departure = {
  _id: 'd1',
  packageId: 'p1',
  startsAt: '2026-12-24T07:00:00+06:00',
  seatsTotal: 40,
  seatsLeft: 28,
  price: 1200,
  ownPrice: false,
  status: 'open',
};

describe('departure form values', () => {
  it('shows a departure as the trip zone’s wall clock, its seats, and no price when it is the package’s', () => {
    expect(valuesOf(departure)).toEqual({ startsAt: '2026-12-24T07:00', seats: '40', price: '' });
    expect(valuesOf({ ...departure, ownPrice: true, price: 900 }).price).toBe('900');
  });

  it('refuses empty, partial or out-of-range values with words a person can act on', () => {
    expect(departureRules.startsAt('')).toBe('Choose the day and time the trip starts');
    expect(departureRules.startsAt('2026-12-24')).toBe('Enter the whole date and time');
    expect(departureRules.startsAt('2026-12-24T07:00')).toBe(true);
    expect(departureRules.seats('')).toBe('Enter the number of seats');
    expect(departureRules.seats('2.5')).toBe('Enter a whole number of seats');
    expect(departureRules.seats('0')).toBe('Offer at least 1 seat');
    expect(departureRules.seats('1001')).toBe('Offer at most 1000 seats');
    expect(departureRules.seats('40')).toBe(true);
    expect(departureRules.price('')).toBe(true);
    expect(departureRules.price('-5')).toMatch(/whole dollars/);
    expect(departureRules.price('900')).toBe(true);
  });

  it('sends the start as typed, the seats as a number, and a price only when given', () => {
    expect(toCreateRequest({ startsAt: ' 2026-12-24T07:00 ', seats: '40', price: '' })).toEqual({
      startsAt: '2026-12-24T07:00',
      seats: 40,
    });
    expect(toCreateRequest({ startsAt: '2026-12-24T07:00', seats: '40', price: '900' })).toEqual({
      startsAt: '2026-12-24T07:00',
      seats: 40,
      price: 900,
    });
  });

  it('patches only what changed; an emptied price goes back to the package’s (null)', () => {
    const initial = { startsAt: '2026-12-24T07:00', seats: '40', price: '900' };
    expect(changesOf(initial, { ...initial })).toBeNull();
    expect(changesOf(initial, { ...initial, seats: '12' })).toEqual({ seats: 12 });
    expect(changesOf(initial, { ...initial, price: '' })).toEqual({ price: null });
    expect(changesOf(initial, { ...initial, startsAt: '2026-12-25T08:30' })).toEqual({
      startsAt: '2026-12-25T08:30',
    });
  });

  it('puts a server field error on its field and leaves others to the form', () => {
    expect(fieldOfProblem('body.seats')).toBe('seats');
    expect(fieldOfProblem('body.startsAt')).toBe('startsAt');
    expect(fieldOfProblem('body.status')).toBeNull();
  });
});
