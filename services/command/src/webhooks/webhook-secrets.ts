import { randomBytes } from 'node:crypto';
import type { Db } from '@usher/infra/db/database';

/** How long the old secret still signs after a rotation, so receivers can switch without losing a message. */
export const ROTATION_GRACE_MS = 24 * 60 * 60 * 1000;

/** A Standard Webhooks secret: `whsec_` and the base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

export async function storeSecret(trx: Db, endpointId: string, secret: string): Promise<void> {
  await trx.insertInto('webhook_secrets').values({ endpoint_id: endpointId, secret }).execute();
}

/** Replaces the secret; the old one keeps signing (alongside) for the grace period. */
export async function rotateSecret(trx: Db, endpointId: string, secret: string, now = new Date()): Promise<void> {
  const current = await trx.selectFrom('webhook_secrets').select('secret').where('endpoint_id', '=', endpointId).forUpdate().executeTakeFirst();
  if (!current) {
    await storeSecret(trx, endpointId, secret);
    return;
  }
  await trx
    .updateTable('webhook_secrets')
    .set({ secret, previous_secret: current.secret, previous_expires_at: new Date(now.getTime() + ROTATION_GRACE_MS), rotated_at: now })
    .where('endpoint_id', '=', endpointId)
    .execute();
}
