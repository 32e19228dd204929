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

// A secret never changes for an instance, so each process asks the database for it once.
const remembered = new WeakMap<Db, Map<string, Promise<string>>>();

/** `instanceSecret`, remembered per database handle (a failed read is forgotten and retried). */
export function instanceKey(db: Db, name: string): Promise<string> {
  let keys = remembered.get(db);
  if (!keys) remembered.set(db, (keys = new Map()));
  let key = keys.get(name);
  if (!key) {
    key = instanceSecret(db, name);
    keys.set(name, key);
    key.catch(() => keys.delete(name));
  }
  return key;
}
