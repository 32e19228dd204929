import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';

/** A per-instance secret, made on first start and shared by every process of the instance. */
export async function instanceSecret(db: Db, name: string): Promise<string> {
  await db
    .insertInto('instance_secrets')
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('instance_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
