import type { Departure } from '@wayfare/contract/departures';
import { describe, expect, it } from 'vitest';
import {
  bookingTotal,
  chooseDeparture,
  isBookable,
  maxTravellers,
  seatsLeftText,
  travellerNamesFor,
  travellersError,
  type BookingsT,
} from './departure-choice';
import { translate } from '@/lib/i18n/catalog';
import { bookingsMessages } from './messages';

function departure(id: string, seatsLeft: number, status: Departure['status'] = 'open'): Departure {
  return {
    _id: id,
    packageId: 'p1',
    startsAt: '2026-12-24T07:00:00+06:00',
    seatsTotal: 30,
    seatsLeft,
    price: 250,
    ownPrice: false,
    status,
  };
}

describe('choosing a departure', () => {
  const soldOut = departure('a', 0);
  const closed = departure('b', 5, 'closed');
  const open = departure('c', 3);
  const later = departure('d', 10);

  it('books only open departures with a seat left', () => {
    expect(isBookable(open)).toBe(true);
    expect(isBookable(soldOut)).toBe(false);
    expect(isBookable(closed)).toBe(false);
  });

  it('keeps the departure asked for while it can be booked, else takes the soonest that can', () => {
    expect(chooseDeparture([soldOut, closed, open, later], 'd')?._id).toBe('d');
    expect(chooseDeparture([soldOut, closed, open, later], 'a')?._id).toBe('c');
    expect(chooseDeparture([soldOut, closed, open, later])?._id).toBe('c');
    expect(chooseDeparture([soldOut, closed])).toBeUndefined();
    expect(chooseDeparture([])).toBeUndefined();
  });

  it('lets a booking take at most the seats left, and never more than 20', () => {
    expect(maxTravellers(open)).toBe(3);
    expect(maxTravellers(departure('e', 200))).toBe(20);
    expect(maxTravellers(soldOut)).toBe(0);
    expect(maxTravellers(undefined)).toBe(20);
  });

  it('says why a number of travellers cannot be booked', () => {
    expect(travellersError(3, open)).toBeUndefined();
    expect(travellersError(4, open)).toBe('Only 3 seats are left on this date');
    expect(travellersError(2, departure('f', 1))).toBe('Only 1 seat is left on this date');
    expect(travellersError(0, open)).toBe('Enter a whole number of travellers, at least 1');
    expect(travellersError(1.5, open)).toBe('Enter a whole number of travellers, at least 1');
    expect(travellersError(Number.NaN, undefined)).toBe(
      'Enter a whole number of travellers, at least 1',
    );
    expect(travellersError(21, departure('g', 100))).toBe(
      'One booking takes at most 20 travellers',
    );
  });

  it('prices the party as the price per traveller times the travellers', () => {
    expect(bookingTotal(250, 3)).toBe(750);
    expect(bookingTotal(250, 1)).toBe(250);
    expect(bookingTotal(250, 0)).toBe(0);
    expect(bookingTotal(250, Number.NaN)).toBe(0);
  });

  it('names the seats left, or why none can be booked', () => {
    expect(seatsLeftText(open)).toBe('3 seats left');
    expect(seatsLeftText(departure('h', 1))).toBe('1 seat left');
    expect(seatsLeftText(soldOut)).toBe('Sold out');
    expect(seatsLeftText(closed)).toBe('Closed');
    expect(seatsLeftText(departure('i', 0, 'cancelled'))).toBe('Cancelled');
  });

  it('says the seats and the limits in Bangla, with Bangla digits', async () => {
    await bookingsMessages.ready('bn');
    const bn: BookingsT = (id, values) => translate(bookingsMessages, 'bn', id, values);
    expect(seatsLeftText(open, bn)).toBe('৩টি আসন বাকি');
    expect(seatsLeftText(soldOut, bn)).toBe('আসন শেষ');
    expect(seatsLeftText(departure('i', 0, 'cancelled'), bn)).toBe('বাতিল');
    expect(travellersError(4, open, bn)).toBe('এই তারিখে মাত্র ৩টি আসন বাকি আছে');
    expect(travellersError(21, departure('g', 100), bn)).toBe(
      'একটি বুকিংয়ে সর্বোচ্চ ২০ জন যাত্রী নেওয়া যায়',
    );
  });

  it('sends the names given for the other travellers only', () => {
    expect(travellerNamesFor([' Imran ', '', 'Nusrat', 'Ayaan'], 3)).toEqual(['Imran']);
    expect(travellerNamesFor(['Imran', 'Nusrat'], 3)).toEqual(['Imran', 'Nusrat']);
    expect(travellerNamesFor(['Imran'], 1)).toEqual([]);
  });
});
