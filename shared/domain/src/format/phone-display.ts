// Phone numbers as people read them (issue 17, section 5). They are stored in
// E.164 ('+12125550100', normalised when a guest is added or edited); shown
// the way the event's country dials them: '(212) 555-0100' for a US number at
// a US event, '+1 212 555 0100' at a Paris one. Numbers recorded before they
// were normalised still show, formatted when they can be read, else as typed:
// history is never rewritten for display.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

// Spec section 9: a number without a '+' was typed as a US number.
const DEFAULT_REGION: CountryCode = 'US';

const isCountryCode = (code: string | null | undefined): code is CountryCode => !!code && /^[A-Z]{2}$/.test(code);

/**
 * '(212) 555-0100' when the number belongs to `countryCode` (the event's
 * country), '+44 20 7946 0958' otherwise; the text as given when it is not
 * a number; '' for none.
 */
export function formatPhone(value: string | null | undefined, countryCode?: string | null): string {
  const text = value?.trim() ?? '';
  if (text === '') return '';
  const parsed = parsePhoneNumberFromString(text, { defaultCountry: DEFAULT_REGION, extract: false });
  if (!parsed?.isValid()) return text;
  const home = countryCode?.trim().toUpperCase();
  return isCountryCode(home) && parsed.country === home ? parsed.formatNational() : parsed.formatInternational();
}

/** A `tel:` link target: E.164 when the number can be read, else the digits and '+' as typed. */
export function phoneHref(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  const parsed = text ? parsePhoneNumberFromString(text, { defaultCountry: DEFAULT_REGION, extract: false }) : undefined;
  return `tel:${parsed?.isValid() ? parsed.number : text.replace(/[^\d+]/g, '')}`;
}
