import { describe, expect, it } from 'vitest';
import { departureFilterErrors, readDepartureFilters } from './departure-filters';

describe('departure filters of a search', () => {
  it('reads the days and the travellers from the URL', () => {
    expect(
      readDepartureFilters(
        new URLSearchParams('departFrom=2026-12-01&departTo=2026-12-31&travellers=4'),
      ),
    ).toEqual({ departFrom: '2026-12-01', departTo: '2026-12-31', travellers: 4 });
    expect(readDepartureFilters(new URLSearchParams(''))).toEqual({
      departFrom: undefined,
      departTo: undefined,
      travellers: undefined,
    });
  });

  it('leaves out what the API would refuse, and puts days the wrong way round right', () => {
    expect(
      readDepartureFilters(
        new URLSearchParams('departFrom=2026-02-30&departTo=soon&travellers=21'),
      ),
    ).toEqual({ departFrom: undefined, departTo: undefined, travellers: undefined });
    expect(readDepartureFilters(new URLSearchParams('travellers=0')).travellers).toBeUndefined();
    expect(readDepartureFilters(new URLSearchParams('travellers=2.5')).travellers).toBeUndefined();
    expect(
      readDepartureFilters(new URLSearchParams('departFrom=2026-12-31&departTo=2026-12-01')),
    ).toMatchObject({ departFrom: '2026-12-01', departTo: '2026-12-31' });
  });

  it('tells a person what is wrong with what they entered', () => {
    expect(
      departureFilterErrors({ departFrom: '2026-12-31', departTo: '2026-12-01', travellers: '' }),
    ).toEqual({ departTo: 'The last day must not be before the first day.' });
    expect(departureFilterErrors({ departFrom: '', departTo: '', travellers: '30' })).toEqual({
      travellers: 'Enter a whole number of travellers from 1 to 20.',
    });
    expect(
      departureFilterErrors({ departFrom: '2026-12-01', departTo: '2026-12-01', travellers: '2' }),
    ).toEqual({});
  });
});
