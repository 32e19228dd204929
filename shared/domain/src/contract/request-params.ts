// The path parameters and paging that many routes share, declared once so
// every route reads, validates and documents them alike. Strings go through
// the boundary's text type like every other string a route accepts.
import { z } from 'zod';
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

export interface PagingOptions {
  /** Rows a page holds when the query names none. */
  perPage: number;
  /** The most a page may hold. */
  maxPerPage: number;
  /** The last page anyone may ask for (bounds OFFSET). */
  maxPage?: number;
}

/** `page` and `per_page`, as query parameters: spread into a route's query object. */
export function pagingQuery(options: PagingOptions) {
  return {
    page: z.coerce.number().int().min(1).max(options.maxPage ?? 100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(options.maxPerPage).default(options.perPage),
  };
}
