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
/** `/…/{token}`: a signed link's token (RSVP, pass, host). */
export const TokenParams = z.object({ token: safeText({ max: 200 }) });

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
