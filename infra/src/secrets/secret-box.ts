import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { instanceKey } from './instance-secrets.ts';

/**
 * Secrets that must be read back, so cannot be hashed (a TOTP seed, to check codes; an SMTP
 * password, to log in to the server), are sealed with AES-256-GCM under an instance key, one
 * key per purpose. The key lives in instance_secrets, apart from the rows that hold the sealed
 * values, so a leaked copy of those rows (a backup of one table, a careless export) gives no
 * secret away. Someone with the whole database has the key too; that is the limit of any key
 * kept by the application itself.
 */
export type SecretPurpose = 'two_factor_key' | 'smtp_password_key' | 'wallet_key';

async function key(db: Db, purpose: SecretPurpose): Promise<Buffer> {
  return createHash('sha256')
    .update(await instanceKey(db, purpose))
    .digest();
}

export async function seal(db: Db, plain: string, purpose: SecretPurpose = 'two_factor_key'): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await key(db, purpose), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export async function unseal(db: Db, box: string, purpose: SecretPurpose = 'two_factor_key'): Promise<string> {
  const [iv, tag, sealed] = box.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !sealed) throw new Error('A sealed secret is malformed.');
  const decipher = createDecipheriv('aes-256-gcm', await key(db, purpose), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
}
