import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Db } from '@usher/infra/db/database';
import { instanceKey } from '@usher/infra/runtime/instance-secrets';

/**
 * The TOTP secret must be read back (to check codes), so it cannot be hashed: it is sealed with
 * AES-256-GCM under an instance key. The key lives in instance_secrets, apart from the
 * user_two_factor rows, so a leaked copy of those rows (a backup of one table, a careless
 * export) gives no secret away. Someone with the whole database has the key too; that is the
 * limit of any key kept by the application itself.
 */
async function key(db: Db): Promise<Buffer> {
  return createHash('sha256').update(await instanceKey(db, 'two_factor_key')).digest();
}

export async function seal(db: Db, plain: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await key(db), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export async function unseal(db: Db, box: string): Promise<string> {
  const [iv, tag, sealed] = box.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !sealed) throw new Error('A sealed two-factor secret is malformed.');
  const decipher = createDecipheriv('aes-256-gcm', await key(db), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
}
