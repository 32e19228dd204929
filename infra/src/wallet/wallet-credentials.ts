import type { Db } from '../db/database.ts';
import { seal, unseal } from '../secrets/secret-box.ts';

export type WalletKind = 'apple' | 'google';

/** What signs an Apple pass: the Pass Type ID certificate and its key, and Apple's intermediate (WWDR) certificate, as PEM. */
export interface AppleWalletSecret {
  signer_certificate: string;
  signer_key: string;
  signer_key_passphrase: string | null;
  wwdr_certificate: string;
}

/** What signs a "Save to Google Wallet" link: the service account's private key, as PEM. */
export interface GoogleWalletSecret {
  private_key: string;
}

export interface AppleWalletCredentials {
  details: { pass_type_identifier: string; team_identifier: string; certificate_expires_at: string };
  secret: AppleWalletSecret;
}

export interface GoogleWalletCredentials {
  details: { issuer_id: string; service_account_email: string };
  secret: GoogleWalletSecret;
}

interface Credentials {
  apple: AppleWalletCredentials;
  google: GoogleWalletCredentials;
}

/** Saves (or replaces) a wallet's credentials: the details as they are, the certificates and keys sealed. */
export async function storeWalletCredentials<W extends WalletKind>(db: Db, wallet: W, credentials: Credentials[W], now: Date): Promise<void> {
  const secretSealed = await seal(db, JSON.stringify(credentials.secret), 'wallet_key');
  await db
    .insertInto('wallet_credentials')
    .values({ wallet, details: JSON.stringify(credentials.details), secret_sealed: secretSealed, updated_at: now })
    .onConflict((oc) => oc.column('wallet').doUpdateSet({ details: JSON.stringify(credentials.details), secret_sealed: secretSealed, updated_at: now }))
    .execute();
}

/** Removes a wallet's credentials; whether there were any. */
export async function removeWalletCredentials(db: Db, wallet: WalletKind): Promise<boolean> {
  const result = await db.deleteFrom('wallet_credentials').where('wallet', '=', wallet).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Which wallets the instance can sign for, with what shows who signs: for the settings page and the buttons. */
export async function walletDetails(db: Db): Promise<{ apple: AppleWalletCredentials['details'] | null; google: GoogleWalletCredentials['details'] | null }> {
  const rows = await db.selectFrom('wallet_credentials').select(['wallet', 'details']).execute();
  const of = (wallet: WalletKind) => rows.find((row) => row.wallet === wallet)?.details ?? null;
  return { apple: of('apple') as AppleWalletCredentials['details'] | null, google: of('google') as GoogleWalletCredentials['details'] | null };
}

/** A wallet's credentials with the secret unsealed, for signing a pass; null when none are saved. */
export async function walletCredentials<W extends WalletKind>(db: Db, wallet: W): Promise<Credentials[W] | null> {
  const row = await db.selectFrom('wallet_credentials').select(['details', 'secret_sealed']).where('wallet', '=', wallet).executeTakeFirst();
  if (!row) return null;
  return { details: row.details, secret: JSON.parse(await unseal(db, row.secret_sealed, 'wallet_key')) } as unknown as Credentials[W];
}

/**
 * A guest's wallet links for a pass token: each wallet's only when the instance has its credentials.
 * They are the pass's public address with a suffix, so they open and stop with the pass itself
 * (a transferred ticket's old pass is refused by both).
 */
export async function walletLinksOf(db: Db, token: string, appUrl: string): Promise<{ apple_wallet_link: string | null; google_wallet_link: string | null }> {
  const configured = await db.selectFrom('wallet_credentials').select('wallet').execute();
  const has = (wallet: WalletKind) => configured.some((row) => row.wallet === wallet);
  return {
    apple_wallet_link: has('apple') ? `${appUrl}/api/v2/public/pass/${token}/apple-wallet` : null,
    google_wallet_link: has('google') ? `${appUrl}/api/v2/public/pass/${token}/google-wallet` : null,
  };
}
