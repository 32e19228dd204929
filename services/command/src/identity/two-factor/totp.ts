import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
/** One step either side: a phone's clock a little off, or a code typed as it turned over. */
export const TOTP_DRIFT_STEPS = 1;
export const TOTP_ISSUER = 'Usher';

/** A fresh 160-bit secret (RFC 4226's recommended size), in base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpFor(secret: string, accountName: string): TOTP {
  return new TOTP({ issuer: TOTP_ISSUER, label: accountName, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** The otpauth:// URL the QR code carries: issuer "Usher", the account's email as its label. */
export function otpauthUrl(secret: string, accountName: string): string {
  return totpFor(secret, accountName).toString();
}

/**
 * The time step a code proves, or null. A code is good within its 30-second step and one step
 * either side, and only once: a step at or before the last one accepted is refused, so a code
 * seen over someone's shoulder (or replayed from a log) cannot be used again.
 */
export function acceptedTotpStep(input: { secret: string; code: string; now: Date; lastUsedStep: number | null }): number | null {
  const token = input.code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const timestamp = input.now.getTime();
  const delta = totpFor(input.secret, 'check').validate({ token, timestamp, window: TOTP_DRIFT_STEPS });
  if (delta === null) return null;
  const step = Math.floor(timestamp / 1000 / TOTP_PERIOD_SECONDS) + delta;
  if (input.lastUsedStep !== null && step <= input.lastUsedStep) return null;
  return step;
}
