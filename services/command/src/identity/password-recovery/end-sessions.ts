import { forgetSessionsOf } from '@usher/infra/http/authenticate';
import type { Db } from '@usher/infra/db/database';

/**
 * Ends every session of an account but `keep` (the one that changed the password, if any): a
 * new password must lock out whoever knew the old one (ASVS 7.4.3). API tokens are the
 * integrator's, revoked on their own page, and stay.
 */
export async function endSessionsOf(db: Db, userId: string, keep?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keep) query = query.where('token_hash', '!=', keep);
  await query.execute();
  forgetSessionsOf(userId);
}
