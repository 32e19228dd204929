import { sql, type Expression, type SqlBool } from 'kysely';
import { isUuid } from '@usher/domain/ids/uuid';

export interface TagFilters {
  /** Selected Tags: guests carrying any of these. */
  tags?: string[];
  /** Except Tags: guests carrying none of these. */
  except_tags?: string[];
}

// One containment test per tag, so each can use the GIN (jsonb_path_ops) index on tags.
function carriesAny(tagIds: string[]): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.join(
    tagIds.map((id) => sql`a.tags @> ${JSON.stringify([id])}::jsonb`),
    sql` or `,
  )})`;
}

/** The SQL conditions of the tag filters on rm_attendees as `a`. */
export function tagFilterConditions(filters: TagFilters): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.tags?.length) conditions.push(carriesAny(filters.tags));
  if (filters.except_tags?.length) conditions.push(sql<SqlBool>`not ${carriesAny(filters.except_tags)}`);
  return conditions;
}

/** `tags=id,id` in a query string: the ids, or null when one is not an id at all. */
export function parseTagIds(value: string | undefined): string[] | null | undefined {
  if (value === undefined) return undefined;
  const ids = [
    ...new Set(
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  return ids.every(isUuid) ? ids : null;
}
