import { describe, expect, it } from 'vitest';
import { locationErrors } from '../src/constants/location-rules.ts';
import { COUNTRIES, DEFAULT_COUNTRY, US_STATES, countryByCode, emptyLocation, normalizeLocation, stateByCode } from '../src/constants/locations.ts';

describe('US_STATES', () => {
  it('has the 50 states, DC, the territories and the armed-forces codes', () => {
    expect(US_STATES).toHaveLength(50 + 1 + 6 + 3);
    for (const code of ['NY', 'CA', 'DC', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM', 'AA', 'AE', 'AP']) {
      expect(stateByCode(code)?.code).toBe(code);
    }
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(US_STATES.length);
    expect(US_STATES.every((s) => /^[A-Z]{2}$/.test(s.code) && s.name !== '')).toBe(true);
  });
});

describe('COUNTRIES', () => {
  it('has every ISO 3166-1 alpha-2 code once', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(249);
    expect(COUNTRIES.every((c) => /^[A-Z]{2}$/.test(c.code) && c.name !== '')).toBe(true);
  });

  it('is sorted by name', () => {
    const names = COUNTRIES.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('looks codes up case-insensitively', () => {
    expect(countryByCode('gb')).toEqual({ code: 'GB', name: 'United Kingdom' });
    expect(countryByCode('US')).toEqual(DEFAULT_COUNTRY);
    expect(countryByCode('ZZ')).toBeUndefined();
    expect(countryByCode(null)).toBeUndefined();
    expect(stateByCode(' ny ')).toEqual({ code: 'NY', name: 'New York' });
  });
});

describe('locations', () => {
  it('emptyLocation is blank with the United States', () => {
    expect(emptyLocation()).toEqual({
      name: null,
      address: null,
      address_2: null,
      postal_code: null,
      city: null,
      state_region_code: null,
      state_region: null,
      country_code: 'US',
      country: 'United States',
    });
    expect(emptyLocation()).not.toBe(emptyLocation());
  });

  it('choosing a state or country code sets its name', () => {
    expect(normalizeLocation({ state_region_code: 'tx', state_region: 'wrong' })).toMatchObject({
      state_region_code: 'TX',
      state_region: 'Texas',
      country_code: 'US',
      country: 'United States',
    });
    expect(normalizeLocation({ country_code: 'fr', country: 'wrong' })).toMatchObject({ country_code: 'FR', country: 'France' });
  });

  it('finds codes from names and trims text', () => {
    expect(normalizeLocation({ country: 'canada', city: '  Toronto ', address: '  ' })).toMatchObject({
      country_code: 'CA',
      country: 'Canada',
      city: 'Toronto',
      address: null,
    });
    expect(normalizeLocation({ state_region: 'new york' })).toMatchObject({ state_region_code: 'NY', state_region: 'New York' });
  });

  it('leaves regions outside the US as typed', () => {
    expect(normalizeLocation({ country_code: 'CA', state_region_code: 'CA', state_region: 'Ontario' })).toMatchObject({
      state_region_code: 'CA',
      state_region: 'Ontario',
      country: 'Canada',
    });
  });

  it('keeps unknown codes and names rather than replacing them', () => {
    expect(normalizeLocation({ country_code: 'xk', country: 'Kosovo' })).toMatchObject({ country_code: 'XK', country: 'Kosovo' });
    expect(normalizeLocation({ country: 'Narnia' })).toMatchObject({ country_code: '', country: 'Narnia' });
  });
});

describe('locationErrors (issue 28)', () => {
  it('holds country codes to the countries, and US state codes to the states, by field', () => {
    expect(locationErrors({ country_code: 'fr' })).toEqual({});
    expect(locationErrors({ country_code: 'XX' }, 'location.')).toEqual({ 'location.country_code': ['Country code is invalid.'] });
    expect(locationErrors({ state_region_code: 'ma' })).toEqual({});
    expect(locationErrors({ state_region_code: 'XX' })).toEqual({ state_region_code: ['State code is invalid.'] });
    expect(locationErrors({ country_code: 'GB', state_region_code: 'XX' })).toEqual({});
    expect(locationErrors({ state_region_code: 'XX' }, '', 'GB')).toEqual({});
    expect(locationErrors({ country_code: null as never, state_region_code: null })).toEqual({});
  });
});
