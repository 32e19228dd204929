import { describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { acceptedTotpStep, newTotpSecret, otpauthUrl, TOTP_PERIOD_SECONDS } from '../src/identity/two-factor/totp.ts';
import { newRecoveryCodes, normaliseRecoveryCode, RECOVERY_CODE_COUNT } from '../src/identity/two-factor/recovery-codes.ts';
import { emailCodeIsFresh } from '../src/identity/two-factor/two-factor-challenge.ts';

const secret = newTotpSecret();
/** What an authenticator app shows at `at`. */
const appCode = (at: Date) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at.getTime() });
const stepOf = (at: Date) => Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);
const at = new Date('2026-03-01T12:00:10Z');
const seconds = (n: number) => new Date(at.getTime() + n * 1000);

describe('TOTP codes', () => {
  it('accepts the current code once: the same step again is refused', () => {
    const step = acceptedTotpStep({ secret, code: appCode(at), now: at, lastUsedStep: null });
    expect(step).toBe(stepOf(at));
    expect(acceptedTotpStep({ secret, code: appCode(at), now: seconds(5), lastUsedStep: step })).toBeNull();
  });

  it('allows one step of drift either side, not two', () => {
    expect(acceptedTotpStep({ secret, code: appCode(seconds(-30)), now: at, lastUsedStep: null })).toBe(stepOf(at) - 1);
    expect(acceptedTotpStep({ secret, code: appCode(seconds(30)), now: at, lastUsedStep: null })).toBe(stepOf(at) + 1);
    expect(acceptedTotpStep({ secret, code: appCode(seconds(-60)), now: at, lastUsedStep: null })).toBeNull();
    expect(acceptedTotpStep({ secret, code: appCode(seconds(60)), now: at, lastUsedStep: null })).toBeNull();
  });

  it('refuses an older code after a newer one was used, and takes the next window once it comes', () => {
    const used = acceptedTotpStep({ secret, code: appCode(at), now: at, lastUsedStep: null });
    expect(acceptedTotpStep({ secret, code: appCode(seconds(-30)), now: at, lastUsedStep: used })).toBeNull();
    expect(acceptedTotpStep({ secret, code: appCode(seconds(30)), now: seconds(30), lastUsedStep: used })).toBe(stepOf(at) + 1);
  });

  it('refuses what is not six digits and another secret’s code', () => {
    expect(acceptedTotpStep({ secret, code: 'abcdef', now: at, lastUsedStep: null })).toBeNull();
    expect(acceptedTotpStep({ secret, code: '12345', now: at, lastUsedStep: null })).toBeNull();
    expect(acceptedTotpStep({ secret: newTotpSecret(), code: appCode(at), now: at, lastUsedStep: null })).toBeNull();
    expect(acceptedTotpStep({ secret, code: ` ${appCode(at).slice(0, 3)} ${appCode(at).slice(3)} `, now: at, lastUsedStep: null })).toBe(stepOf(at));
  });

  it('names the issuer Usher and the account in the otpauth URL', () => {
    const url = new URL(otpauthUrl(secret, 'ada@example.com'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('issuer')).toBe('Usher');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(decodeURIComponent(url.pathname)).toContain('Usher:ada@example.com');
  });
});

describe('recovery codes', () => {
  it('are ten, distinct, readable, and typed forgivingly', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
    expect(normaliseRecoveryCode(` ${codes[0]!.toLowerCase()} `)).toBe(codes[0]!.replace('-', ''));
  });
});

describe('the emailed sign-in code', () => {
  it('works until its expiry and not at or after it', () => {
    const expiresAt = seconds(600);
    expect(emailCodeIsFresh(expiresAt, seconds(599))).toBe(true);
    expect(emailCodeIsFresh(expiresAt, seconds(600))).toBe(false);
    expect(emailCodeIsFresh(null, at)).toBe(false);
  });
});
