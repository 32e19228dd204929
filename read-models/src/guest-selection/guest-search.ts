import { sql, type Expression, type SqlBool } from 'kysely';

/** `%text%` for LIKE, with LIKE's own wildcards in the text taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The guest list's search on rm_attendees as `a`: the words anywhere in the
 * guest's search text (names, email, phone…, lower-cased by the projection).
 * Null when there is nothing to search for.
 */
export function guestSearchCondition(search: string | null | undefined): Expression<SqlBool> | null {
  const text = search?.trim().toLowerCase();
  return text ? sql<SqlBool>`a.search_text like ${likePattern(text)}` : null;
}
