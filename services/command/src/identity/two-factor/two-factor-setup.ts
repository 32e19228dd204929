import type QRCodeLibrary from 'qrcode';
import { loadOnFirstUse } from '@usher/infra/load-on-first-use';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { AuthUser } from '@usher/infra/http/authenticate';
import { forgetSessionsOf } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { requireRecentAuthentication } from '../recent-authentication.ts';
import { acceptedTotpStep, newTotpSecret, otpauthUrl } from './totp.ts';
import { seal, unseal } from '@usher/infra/secrets/secret-box';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import { appendTwoFactorAudit, tellOwner } from './two-factor-audit.ts';
import { twoFactorRequiredOf } from './two-factor-policy.ts';
import { ALREADY_ON_MESSAGE, FRESH_RECOVERY_CODES_MINUTES, NOT_ON_MESSAGE, NOT_PENDING_MESSAGE, WRONG_CODE_MESSAGE } from './two-factor-rules.ts';

// Loaded by the first set-up, not at every start (infra/src/load-on-first-use.ts).
const qrCode = loadOnFirstUse<typeof QRCodeLibrary>('qrcode');

async function factorOf(context: ServiceContext, userId: string) {
  return context.db.selectFrom('user_two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Whether signing in asks this account for a second factor. */
export async function hasConfirmedTwoFactor(context: ServiceContext, userId: string): Promise<boolean> {
  const factor = await factorOf(context, userId);
  return Boolean(factor?.confirmed_at);
}

/** Replaces the account's recovery codes with ten new ones, kept (sealed) for showing again for a few minutes. */
async function issueRecoveryCodes(context: ServiceContext, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  const hashes = await Promise.all(codes.map((code) => hashRecoveryCode(context.db, userId, code)));
  const sealed = await seal(context.db, JSON.stringify(codes));
  const until = new Date(context.clock.now().getTime() + FRESH_RECOVERY_CODES_MINUTES * 60_000);
  await context.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('two_factor_recovery_codes')
      .values(hashes.map((code_hash) => ({ id: context.ids.uuid(), user_id: userId, code_hash })))
      .execute();
    await trx
      .updateTable('user_two_factor')
      .set({ fresh_recovery_codes_encrypted: sealed, fresh_recovery_codes_until: until })
      .where('user_id', '=', userId)
      .execute();
  });
  return codes;
}

/**
 * Fortify's "enable": a new secret and recovery codes, pending until a code from the app
 * confirms them. Starting again while pending replaces the secret; a confirmed factor must be
 * turned off first (so a stolen session cannot silently swap the owner's app for its own).
 */
export async function enableTwoFactor(context: ServiceContext, user: AuthUser, metadata: EventMetadata) {
  await requireRecentAuthentication(context, user);
  const existing = await factorOf(context, user.id);
  if (existing?.confirmed_at) throw new DomainError('conflict', 'two_factor_already_enabled', ALREADY_ON_MESSAGE);
  const secret = newTotpSecret();
  const secretSealed = await seal(context.db, secret);
  await context.db
    .insertInto('user_two_factor')
    .values({ user_id: user.id, secret_encrypted: secretSealed, created_at: context.clock.now() })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ secret_encrypted: secretSealed, created_at: context.clock.now(), last_used_step: null }))
    .execute();
  const recoveryCodes = await issueRecoveryCodes(context, user.id);
  await appendTwoFactorAudit(context, user, { type: 'UserTwoFactorEnabled', data: { user_id: user.id } }, metadata);
  return { secret, url: otpauthUrl(secret, user.email), recovery_codes: recoveryCodes };
}

/** The QR code of the pending (or confirmed) secret, as SVG, with its otpauth:// URL. */
export async function twoFactorQrCode(context: ServiceContext, user: AuthUser) {
  const factor = await factorOf(context, user.id);
  if (!factor) throw new DomainError('conflict', 'two_factor_not_enabled', NOT_PENDING_MESSAGE);
  // Showing a confirmed secret again is as sensitive as making one.
  if (factor.confirmed_at) await requireRecentAuthentication(context, user);
  const secret = await unseal(context.db, factor.secret_encrypted);
  const url = otpauthUrl(secret, user.email);
  const svg = await qrCode().toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { svg, url, secret };
}

/** A code from the app proves it holds the secret: only now does signing in ask for it. */
export async function confirmTwoFactor(context: ServiceContext, user: AuthUser, code: string, metadata: EventMetadata) {
  const factor = await factorOf(context, user.id);
  if (!factor) throw new DomainError('conflict', 'two_factor_not_enabled', NOT_PENDING_MESSAGE);
  if (factor.confirmed_at) throw new DomainError('conflict', 'two_factor_already_enabled', ALREADY_ON_MESSAGE);
  const secret = await unseal(context.db, factor.secret_encrypted);
  const step = acceptedTotpStep({
    secret,
    code,
    now: context.clock.now(),
    lastUsedStep: factor.last_used_step === null ? null : Number(factor.last_used_step),
  });
  if (step === null) throw DomainError.validation({ code: [WRONG_CODE_MESSAGE] });
  const confirmed = await context.db
    .updateTable('user_two_factor')
    .set({ confirmed_at: context.clock.now(), last_used_step: step })
    .where('user_id', '=', user.id)
    .where('confirmed_at', 'is', null)
    .where('secret_encrypted', '=', factor.secret_encrypted)
    .returning('user_id')
    .executeTakeFirst();
  if (!confirmed) throw DomainError.validation({ code: [WRONG_CODE_MESSAGE] });
  forgetSessionsOf(user.id);
  await appendTwoFactorAudit(context, user, { type: 'UserTwoFactorConfirmed', data: { user_id: user.id } }, metadata);
  await tellOwner(context, user, 'turned_on');
}

/** Turns the factor off (or abandons a pending setup): the secret and every recovery code are deleted. */
export async function disableTwoFactor(context: ServiceContext, user: AuthUser, metadata: EventMetadata) {
  await requireRecentAuthentication(context, user);
  if ((await hasConfirmedTwoFactor(context, user.id)) && (await twoFactorRequiredOf(context, user))) {
    throw new DomainError('conflict', 'two_factor_required', 'Your administrator requires a second factor for your account: it cannot be turned off.');
  }
  const removed = await context.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('two_factor_challenges').where('user_id', '=', user.id).execute();
    return trx.deleteFrom('user_two_factor').where('user_id', '=', user.id).returning('confirmed_at').executeTakeFirst();
  });
  if (!removed) throw new DomainError('conflict', 'two_factor_not_enabled', NOT_ON_MESSAGE);
  forgetSessionsOf(user.id);
  const wasConfirmed = removed.confirmed_at !== null;
  await appendTwoFactorAudit(context, user, { type: 'UserTwoFactorDisabled', data: { user_id: user.id, was_confirmed: wasConfirmed } }, metadata);
  if (wasConfirmed) await tellOwner(context, user, 'turned_off');
}

/**
 * The recovery codes: the fresh set only while it is fresh (right after enabling or
 * regenerating); later only how many are left, since only their hashes remain.
 */
export async function recoveryCodes(context: ServiceContext, user: AuthUser) {
  await requireRecentAuthentication(context, user);
  const factor = await factorOf(context, user.id);
  if (!factor) throw new DomainError('conflict', 'two_factor_not_enabled', NOT_ON_MESSAGE);
  const remaining = await context.db
    .selectFrom('two_factor_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', user.id)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  const fresh = factor.fresh_recovery_codes_encrypted && factor.fresh_recovery_codes_until && factor.fresh_recovery_codes_until > context.clock.now();
  const codes = fresh ? (JSON.parse(await unseal(context.db, factor.fresh_recovery_codes_encrypted!)) as string[]) : null;
  return { codes, remaining: Number(remaining.n) };
}

/** A new set of ten; every earlier code stops working. */
export async function regenerateRecoveryCodes(context: ServiceContext, user: AuthUser, metadata: EventMetadata) {
  await requireRecentAuthentication(context, user);
  const factor = await factorOf(context, user.id);
  if (!factor) throw new DomainError('conflict', 'two_factor_not_enabled', NOT_ON_MESSAGE);
  const codes = await issueRecoveryCodes(context, user.id);
  await appendTwoFactorAudit(context, user, { type: 'UserTwoFactorRecoveryCodesRegenerated', data: { user_id: user.id, count: codes.length } }, metadata);
  if (factor.confirmed_at) await tellOwner(context, user, 'recovery_codes_replaced');
  return { codes, remaining: codes.length };
}

/** What the Account Settings card shows. */
export async function twoFactorStatus(context: ServiceContext, user: AuthUser) {
  const factor = await factorOf(context, user.id);
  const remaining = factor
    ? await context.db
        .selectFrom('two_factor_recovery_codes')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', user.id)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow()
    : { n: '0' };
  return {
    enabled: Boolean(factor?.confirmed_at),
    pending: Boolean(factor && !factor.confirmed_at),
    confirmed_at: factor?.confirmed_at?.toISOString() ?? null,
    recovery_codes_remaining: Number(remaining.n),
  };
}
