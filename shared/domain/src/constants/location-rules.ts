import { addError, type FieldErrors } from '../validation/errors.ts';
import { countryByCode, DEFAULT_COUNTRY, stateByCode, type Location } from './locations.ts';

/**
 * A new location's codes must come from the spec's lists (section 3,
 * "Location"): a country code from the countries, and, for the United
 * States, a state code from its states and territories (elsewhere the region
 * is free text, and there is no list). Issue 28: `XX` was stored. Errors are
 * keyed by field under `prefix` (`location.` in an event's body). Only new
 * input is held to this: stored locations are never read through it.
 */
export function locationErrors(input: Partial<Location>, prefix = '', storedCountryCode?: string | null): FieldErrors {
  const errors: FieldErrors = {};
  const countryCode = (input.country_code ?? '').trim();
  if (countryCode !== '' && !countryByCode(countryCode)) addError(errors, `${prefix}country_code`, 'Country code is invalid.');
  // The state list applies when the location is in the United States: the country sent, else the one stored, else the default.
  const country = (countryCode || (storedCountryCode ?? '').trim() || DEFAULT_COUNTRY.code).toUpperCase();
  const stateCode = (input.state_region_code ?? '').trim();
  if (stateCode !== '' && country === DEFAULT_COUNTRY.code && !stateByCode(stateCode)) addError(errors, `${prefix}state_region_code`, 'State code is invalid.');
  return errors;
}
