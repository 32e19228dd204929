import { sql } from 'kysely';
import type { z } from 'zod';
import type { ProjectionFailureSchema } from '@usher/domain/contract/admin';
import { countOpenProjectionFailures } from '@usher/infra/db/projection-failures';
import type { ServiceContext } from '@usher/infra/context';

/** The failures the read models set aside, newest first; the resolved ones too when asked. */
export async function listProjectionFailures(context: ServiceContext, query: { includeResolved: boolean; page: number; per_page: number }) {
  const [{ rows }, counted, open] = await Promise.all([
    sql<z.infer<typeof ProjectionFailureSchema>>`
      select projection, global_position::text, event_id::text, event_type, stream_id, event_uuid::text, organisation_id::text, error, sqlstate, attempts,
             to_json(first_failed_at)#>>'{}' as first_failed_at, to_json(last_failed_at)#>>'{}' as last_failed_at, to_json(resolved_at)#>>'{}' as resolved_at
      from projection_failures
      where ${query.includeResolved} or resolved_at is null
      order by first_failed_at desc, global_position desc
      limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`.execute(context.db),
    sql<{ total: number }>`select count(*)::int as total from projection_failures where ${query.includeResolved} or resolved_at is null`.execute(context.db),
    countOpenProjectionFailures(context.db),
  ]);
  const total = counted.rows[0]?.total ?? 0;
  return { data: rows, meta: { total, page: query.page, per_page: query.per_page, last_page: Math.max(1, Math.ceil(total / query.per_page)), open } };
}
