// The path parameters and paging that many routes share, declared once so
// every route reads, validates and documents them alike. Strings go through
// the boundary's text type like every other string a route accepts.
import { z } from 'zod';
import { GUEST_LANGUAGES } from '../i18n/languages.ts';
import { safeId, safeText } from '../validation/safe-text.ts';

/** `/events/{e}/…`: the event's uuid. */
export const EventParams = z.object({ e: safeId().describe("The event's uuid.") });
/** `/…/{id}`: the object the route acts on. */
export const IdParams = z.object({ id: safeId() });
/** `/events/{e}/…/{id}`: an object of the event. */
export const EventIdParams = EventParams.extend({ id: safeId() });
// A path parameter that is itself a credential (a signed link's token, a share code) is declared
// so with the route's schema; the request log replaces its value wherever a route declares one,
// so a new link route is safe by its declaration, not by a list of paths someone must keep.
const CREDENTIALS = new WeakMap<z.ZodType, ReadonlySet<string>>();

/** Declares a path parameter a credential: its value never reaches the request log (except the `publicValues`, e.g. 'me'). */
export function credential<T extends z.ZodType>(schema: T, options: { publicValues?: readonly string[] } = {}): T {
  CREDENTIALS.set(schema, new Set(options.publicValues ?? []));
  return schema;
}

/** The params of a route's `params` schema that are credentials, each with the values that are not secret. */
export function credentialParamsOf(params: unknown): Map<string, ReadonlySet<string>> {
  const found = new Map<string, ReadonlySet<string>>();
  if (!(params instanceof z.ZodObject)) return found;
  for (const [name, field] of Object.entries(params.shape as Record<string, z.ZodType>)) {
    const publicValues = CREDENTIALS.get(field);
    if (publicValues) found.set(name, publicValues);
  }
  return found;
}

/** `/…/{token}`: a signed link's token (RSVP, pass, host). */
export const TokenParams = z.object({ token: credential(safeText({ max: 200 }).describe("A signed link's token: the credential.")) });

/** A guest page's language picked on the page (its switcher); without, the guest's, the event's, then the browser's. */
export const GuestLanguageQuery = z.object({ lang: z.enum(GUEST_LANGUAGES).optional().describe('The language the guest picked on the page.') });

/**
 * The one paging rule (docs/api.md, Conventions). Every list takes `page` and `per_page` and
 * answers `meta` { total, page, per_page, last_page }: 25 rows a page unless asked, at most 100.
 * The working lists an organiser scrolls through (the guest list and the host groups) take 50
 * unless asked, at most 500. Any other route refuses `page` and `per_page` (422): it does not page.
 */
export const PAGING = {
  list: { perPage: 25, maxPerPage: 100 },
  working: { perPage: 50, maxPerPage: 500 },
} as const;

export type PagingKind = keyof typeof PAGING;

/** The last page anyone may ask for: it bounds OFFSET. */
export const MAX_PAGE = 1_000_000;

/** `page` and `per_page`, as query parameters: spread into a route's query object. */
export function pagingQuery(kind: PagingKind = 'list') {
  const { perPage, maxPerPage } = PAGING[kind];
  return {
    page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1).describe('The page, from 1.'),
    per_page: z.coerce.number().int().min(1).max(maxPerPage).default(perPage).describe(`Rows a page holds: ${perPage} unless asked, at most ${maxPerPage}.`),
  };
}
