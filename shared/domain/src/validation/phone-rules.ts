// The phone rule of the shared field rules (rules.ts), apart because libphonenumber's metadata is
// large: the dashboard loads it only on the pages whose forms take a phone number.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { asText, fieldName, isEmptyValue, type Rule } from './rules.ts';

// Spec section 9: phone numbers without a '+' prefix are read as US numbers.
const DEFAULT_PHONE_REGION = 'US';

export const phone: Rule = (value, label) => {
  if (isEmptyValue(value)) return null;
  return normalizePhone(value) === null ? `${fieldName(label)} must be a valid phone number. For non US numbers please add country prefix.` : null;
};

// Parsing a phone number is the costliest rule by far (+1 numbers are tried
// against every country that shares the code). An upload validates a number,
// normalises it, and the decider checks the normalised form again, so recent
// answers are remembered: the raw text's, and the E.164 form's, which is valid
// by construction. Bounded, and emptied when full, so memory stays flat.
const PHONE_MEMO_LIMIT = 20_000;
const phoneMemo = new Map<string, string | null>();

function remember(text: string, e164: string | null): string | null {
  if (phoneMemo.size >= PHONE_MEMO_LIMIT) phoneMemo.clear();
  phoneMemo.set(text, e164);
  if (e164 !== null) phoneMemo.set(e164, e164);
  return e164;
}

/**
 * E.164 form ('+12025550143') of a valid phone number, or null. Phones are
 * stored this way so the same number typed two ways is one number. The whole
 * text must be the number (no extracting one from surrounding words).
 */
export function normalizePhone(value: unknown): string | null {
  const text = asText(value);
  if (text === null || text.trim() === '') return null;
  const known = phoneMemo.get(text);
  if (known !== undefined) return known;
  const parsed = parsePhoneNumberFromString(text, { defaultCountry: DEFAULT_PHONE_REGION, extract: false });
  return remember(text, parsed?.isValid() ? parsed.number : null);
}
