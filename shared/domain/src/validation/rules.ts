// Shared field rules (spec section 5). Used by the server to reject bad input
// and by the dashboard to explain the problem before a request is sent, so the
// messages must match on both sides word for word.
// The phone rule lives in phone-rules.ts: it carries libphonenumber's metadata (47 kB gzip), which
// a page that checks only names and emails (the login page) should not load.

/** Returns the failure message, or null when the value passes. */
export type Rule = (value: unknown, label: string) => string | null;

// RFC 5321 caps a forward path at 256 octets including the angle brackets.
const EMAIL_MAX_LENGTH = 254;
const EMAIL_LOCAL_MAX_LENGTH = 64;

// local@domain.tld: dot-atom local part, dot-separated domain labels that do
// not start or end with a hyphen, and a top-level domain of letters (or an
// IDN 'xn--' label). Unicode letters are allowed because people's addresses
// can be internationalised; quoted local parts and IP literals are not.
const EMAIL_PATTERN =
  /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/iu;

// Letters in any script (with their combining marks, so decomposed accents
// still count as letters), decimal digits, space, hyphen and underscore.
const NO_SPECIAL_CHARACTERS_PATTERN = /^[\p{L}\p{M}\p{Nd} _-]*$/u;

/** The field's name in messages; spec: 'The message names the field, or "This field"'. */
export function fieldName(label: string): string {
  const trimmed = typeof label === 'string' ? label.trim() : '';
  return trimmed === '' ? 'This field' : trimmed;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Empty values are "not given": every rule but `required` lets them through,
 * so optional fields only get checked once something is typed in.
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  // Spec: for `required`, objects must be non-empty too.
  if (isPlainObject(value)) return Object.keys(value).length === 0;
  return false;
}

/** Text form of a scalar, or null for values that are not text at all. */
export function asText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return null;
}

/** Length in characters as people count them (code points, not UTF-16 units). */
function characterCount(text: string): number {
  return Array.from(text).length;
}

export const required: Rule = (value, label) => (isEmptyValue(value) ? `${fieldName(label)} is required.` : null);

export const email: Rule = (value, label) => {
  if (isEmptyValue(value)) return null;
  const text = asText(value);
  const valid = text !== null && text.length <= EMAIL_MAX_LENGTH && text.indexOf('@') <= EMAIL_LOCAL_MAX_LENGTH && EMAIL_PATTERN.test(text);
  return valid ? null : `${fieldName(label)} must be a valid email address.`;
};

export function maxLength(n: number): Rule {
  return (value, label) => {
    if (isEmptyValue(value)) return null;
    if (Array.isArray(value)) {
      return value.length > n ? `${fieldName(label)} may not have more than ${n} items.` : null;
    }
    const text = asText(value);
    // Values that have no length (objects, booleans) are a type problem, not a length one.
    if (text === null) return null;
    return characterCount(text) > n ? `${fieldName(label)} may not be greater than ${n} characters.` : null;
  };
}

export function minLength(n: number): Rule {
  return (value, label) => {
    if (isEmptyValue(value)) return null;
    if (Array.isArray(value)) {
      return value.length < n ? `${fieldName(label)} may not have less than ${n} items.` : null;
    }
    const text = asText(value);
    if (text === null) return null;
    return characterCount(text) < n ? `${fieldName(label)} may not be less than ${n} characters.` : null;
  };
}

export const noSpecialCharacters: Rule = (value, label) => {
  if (isEmptyValue(value)) return null;
  const text = asText(value);
  return text !== null && NO_SPECIAL_CHARACTERS_PATTERN.test(text) ? null : `${fieldName(label)} can not contain special characters.`;
};

/** Surrounding spaces are not meaningful in typed-in values, so ' admin ' equals 'admin'. */
function comparable(value: unknown): string | null {
  const text = asText(value) ?? (typeof value === 'boolean' ? String(value) : null);
  return text === null ? null : text.trim();
}

export function notEqual(forbidden: unknown): Rule {
  const target = comparable(forbidden);
  return (value, label) => {
    if (isEmptyValue(value)) return null;
    const given = comparable(value);
    const same = given !== null && target !== null ? given === target : Object.is(value, forbidden);
    return same ? `${fieldName(label)} can not be ${String(forbidden)}.` : null;
  };
}

export function notIn(terms: readonly string[]): Rule {
  const excluded = new Set(terms.map((term) => term.trim().toLowerCase()));
  return (value, label) => {
    if (isEmptyValue(value)) return null;
    const given = comparable(value);
    return given !== null && excluded.has(given.toLowerCase()) ? `${fieldName(label)} can not be an excluded term.` : null;
  };
}

export function pattern(regex: RegExp): Rule {
  // A 'g' or 'y' regex remembers lastIndex between test() calls, which would
  // make the same value pass and fail alternately; use a stateless copy.
  const stateless = new RegExp(regex.source, regex.flags.replace(/[gy]/g, ''));
  return (value, label) => {
    if (isEmptyValue(value)) return null;
    const text = asText(value);
    return text !== null && stateless.test(text) ? null : `${fieldName(label)} is invalid.`;
  };
}

/** Every failing message for one field, in the order the rules were given. */
export function checkField(value: unknown, label: string, rules: readonly Rule[]): string[] {
  const messages: string[] = [];
  for (const rule of rules) {
    const message = rule(value, label);
    if (message !== null) messages.push(message);
  }
  return messages;
}
