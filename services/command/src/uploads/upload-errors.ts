import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import type { ImportRowError } from '@usher/domain/guest-import/rows-to-members';

/**
 * An upload's refused rows, kept a batch of the import at a time
 * (migration 084): a batch writes its own once, and a resumed run, reading
 * the same rows with the same mapping, writes the same again.
 */
export async function keepBatchErrors(db: Db, uploadId: string, batch: number, errors: readonly ImportRowError[]): Promise<void> {
  if (errors.length === 0) return;
  await db
    .insertInto('upload_errors')
    .values({ upload_id: uploadId, batch, errors: JSON.stringify(errors), error_count: errors.length })
    .onConflict((conflict) =>
      conflict.columns(['upload_id', 'batch']).doUpdateSet((eb) => ({ errors: eb.ref('excluded.errors'), error_count: eb.ref('excluded.error_count') })),
    )
    .execute();
}

/**
 * The first `limit` errors in file order, and how many there are: what a poll
 * shows. Only the batches that hold those first errors are read whole.
 */
export async function firstErrors(db: Db, uploadId: string, limit: number): Promise<{ errors: ImportRowError[]; total: number }> {
  const [first, counted] = await Promise.all([
    sql<{ error: ImportRowError }>`
      select l.error from upload_errors b cross join lateral jsonb_array_elements(b.errors) with ordinality as l(error, position)
      where b.upload_id = ${uploadId}
      order by b.batch, l.position
      limit ${limit}`.execute(db),
    db
      .selectFrom('upload_errors')
      .select(sql<number>`coalesce(sum(error_count), 0)::int`.as('total'))
      .where('upload_id', '=', uploadId)
      .executeTakeFirst(),
  ]);
  return { errors: first.rows.map((row) => row.error), total: counted?.total ?? 0 };
}

/** Every error in file order: the rejected rows' download. */
export async function allErrors(db: Db, uploadId: string): Promise<ImportRowError[]> {
  const batches = await db.selectFrom('upload_errors').select('errors').where('upload_id', '=', uploadId).orderBy('batch').execute();
  return batches.flatMap((batch) => batch.errors);
}
