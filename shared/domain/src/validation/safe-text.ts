// The one text type at the boundary. Every string a route accepts (body,
// query, parameters, record keys, values inside free-form JSON) goes through
// it, because PostgreSQL text cannot hold NUL and the log seals personal
// fields: a NUL typed on a public RSVP page used to reach the database only
// when a projection wrote its row, and that projection then retried for ever.
import { z } from 'zod';

/** The message's placeholder for the field's label, filled in by the API's error handler. */
export const FIELD_LABEL_PLACEHOLDER = ':attribute';

export const UNSTORABLE_TEXT_MESSAGE = `${FIELD_LABEL_PLACEHOLDER} contains characters that are not allowed (control characters or broken Unicode).`;

// C0 controls and DEL. Tab and line breaks are allowed only in multi-line text.
// Finding control characters is the point of these patterns.
/* eslint-disable no-control-regex */
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f]/u;
const MULTILINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/u;
/* eslint-enable no-control-regex */
// In a `u` pattern a well-formed pair is one code point, so this finds only lone halves.
const UNPAIRED_SURROGATE = /\p{Cs}/u;

/** True when PostgreSQL can store the text and it is well-formed Unicode. */
export function isStorableText(value: string, options: { multiline?: boolean } = {}): boolean {
  const forbidden = options.multiline ? MULTILINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN;
  return !forbidden.test(value) && !UNPAIRED_SURROGATE.test(value);
}

/** The check every safe text carries; also how a test finds out that a string schema is one. */
function storableCheck(multiline: boolean) {
  const check = z.refine<string>((value) => isStorableText(value, { multiline }), { message: UNSTORABLE_TEXT_MESSAGE, abort: true });
  SAFE_TEXT_CHECKS.add(check);
  return check;
}
const SAFE_TEXT_CHECKS = new WeakSet<object>();
const SINGLE_LINE_CHECK = storableCheck(false);
const MULTILINE_CHECK = storableCheck(true);

export interface SafeTextOptions {
  /** Characters at most (UTF-16 units, as zod counts). */
  max?: number;
  /** Allows tab, line feed and carriage return. */
  multiline?: boolean;
}

/** Default bound of a text field that names no other: a long paragraph, never a megabyte. */
export const DEFAULT_TEXT_MAX = 10_000;

/** A string field at the API boundary: bounded, storable, well-formed. */
export function safeText(options: SafeTextOptions = {}): z.ZodString {
  return z
    .string()
    .max(options.max ?? DEFAULT_TEXT_MAX)
    .check(options.multiline ? MULTILINE_CHECK : SINGLE_LINE_CHECK);
}

/** An identifier in a path, a query or a body (uuids, tokens, codes): single-line, short. */
export function safeId(max = 100): z.ZodString {
  return safeText({ max });
}

/** True when the schema is a string carrying the boundary's check (for the route contract test). */
export function isSafeTextSchema(schema: z.ZodType): boolean {
  const checks = (schema as { _zod?: { def?: { checks?: unknown[] } } })._zod?.def?.checks ?? [];
  return checks.some((check) => typeof check === 'object' && check !== null && SAFE_TEXT_CHECKS.has(check));
}

const JSON_MAX_DEPTH = 16;
const JSON_MAX_NODES = 20_000;

interface JsonProblem {
  path: (string | number)[];
  message: string;
}

/** The first string (key or value) in a free-form JSON value that cannot be stored, or an over-deep or over-large value. */
export function findJsonProblem(value: unknown, options: { multiline?: boolean; maxTextLength?: number } = {}): JsonProblem | null {
  let nodes = 0;
  const maxText = options.maxTextLength ?? DEFAULT_TEXT_MAX;
  const visit = (node: unknown, path: (string | number)[], depth: number): JsonProblem | null => {
    nodes += 1;
    if (nodes > JSON_MAX_NODES) return { path, message: `${FIELD_LABEL_PLACEHOLDER} is too large.` };
    if (depth > JSON_MAX_DEPTH) return { path, message: `${FIELD_LABEL_PLACEHOLDER} is nested too deeply.` };
    if (typeof node === 'string') {
      if (node.length > maxText) return { path, message: `${FIELD_LABEL_PLACEHOLDER} may not be greater than ${maxText} characters.` };
      return isStorableText(node, options) ? null : { path, message: UNSTORABLE_TEXT_MESSAGE };
    }
    if (Array.isArray(node)) {
      for (let index = 0; index < node.length; index += 1) {
        const problem = visit(node[index], [...path, index], depth + 1);
        if (problem) return problem;
      }
      return null;
    }
    if (typeof node === 'object' && node !== null) {
      for (const [key, child] of Object.entries(node)) {
        if (!isStorableText(key) || key.length > 200) return { path: [...path, key], message: UNSTORABLE_TEXT_MESSAGE };
        const problem = visit(child, [...path, key], depth + 1);
        if (problem) return problem;
      }
    }
    return null;
  };
  return visit(value, [], 0);
}

/**
 * Free-form JSON at the boundary (custom-field values, settings objects):
 * every key and string inside must be storable, and the value is bounded in
 * depth and size so no request can make a walk over it expensive.
 */
export function safeJson(options: { multiline?: boolean; maxTextLength?: number } = { multiline: true }) {
  return z.unknown().superRefine((value, context) => {
    const problem = findJsonProblem(value, options);
    if (problem) context.addIssue({ code: 'custom', message: problem.message, path: problem.path });
  });
}

/** True when the schema is a `safeJson()` value (for the route contract test). */
export function isSafeJsonSchema(schema: z.ZodType): boolean {
  const checks = (schema as { _zod?: { def?: { checks?: unknown[] } } })._zod?.def?.checks ?? [];
  return (schema as { _zod?: { def?: { type?: string } } })._zod?.def?.type === 'unknown' && checks.length > 0;
}
