// A venue's address the way its country writes it (issue 17, section 5): US
// 'New York, NY 10017', UK 'London' / 'SW1A 2AA' on their own lines, France
// and Germany '75007 Paris', Japan prefecture then postcode. The per-country
// templates are OpenCage's, through @fragaria/address-formatter, rather than a
// table of our own: they cover some 250 countries and are kept up to date.
import * as formatterModule from '@fragaria/address-formatter';
import type { Location } from '../constants/locations.ts';

// The package's types name a `format` export, but both of its builds export
// one default object holding it; take whichever the bundler or Node gives.
type Formatter = Pick<typeof formatterModule, 'format'>;
const formatter: Formatter = (formatterModule as unknown as { default?: Formatter }).default ?? formatterModule;

type Place = Pick<Location, 'address' | 'address_2' | 'postal_code' | 'city' | 'state_region_code' | 'state_region' | 'country_code' | 'country'>;

const clean = (text: string | null | undefined) => text?.trim() ?? '';

/**
 * The address as its lines, street first and country last, without the
 * venue's name. Empty when nothing but the country is set (the form's default
 * country is not a place anyone can go to).
 */
export function postalAddressLines(place: Place): string[] {
  const street = clean(place.address);
  const city = clean(place.city);
  const postcode = clean(place.postal_code);
  const state = clean(place.state_region);
  const stateCode = clean(place.state_region_code);
  if (!street && !clean(place.address_2) && !city && !postcode && !state && !stateCode) return [];
  const countryCode = clean(place.country_code).toUpperCase();
  const lines = formatter.format(
    {
      ...(street && { road: street }),
      ...(city && { city }),
      ...(postcode && { postcode }),
      // US addresses name the state by its USPS code ('Austin, TX'); the templates only reach for the
      // code when a ZIP follows, so a US state is given as its code outright.
      ...((state || stateCode) && { state: (countryCode === 'US' && stateCode) || state || stateCode }),
      ...(stateCode && { stateCode }),
      ...(countryCode && { countryCode }),
      ...(clean(place.country) && { country: clean(place.country) }),
    },
    { output: 'array', ...(countryCode && { countryCode }) },
  );
  // The second address line (suite, floor) goes under the street, as every template would put it.
  const second = clean(place.address_2);
  if (second) lines.splice(street ? 1 : 0, 0, second);
  return lines;
}

/** The address on one line: 'Town Hall, 405 Lexington Ave, New York, NY 10017, United States of America'. */
export function formatVenue(location: Place & Pick<Location, 'name'>): string | null {
  const parts = [clean(location.name), ...postalAddressLines(location)].filter(Boolean);
  const unique = parts.filter((part, index) => parts.indexOf(part) === index);
  return unique.length > 0 ? unique.join(', ') : null;
}

/** Without the country: where a screen already knows which country it is in (the event header). */
export function formatVenueShort(location: Place & Pick<Location, 'name'>): string | null {
  const lines = postalAddressLines(location);
  // The templates end with the country's line whenever a country is given.
  const withoutCountry = lines.length > 1 && (location.country || location.country_code) ? lines.slice(0, -1) : lines;
  const parts = [clean(location.name), ...withoutCountry].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}
