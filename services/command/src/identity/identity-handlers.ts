import { sql } from 'kysely';
import { streamIds } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { ServiceContext } from '@usher/infra/context';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import { HttpError } from '@usher/infra/http/errors';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import { isLimited, recordHit } from './rate-limit.ts';
import { recordFailedLogin, recordSuccessfulLogin, refuseThrottledLogin } from './login-throttle.ts';
import { openSession } from './sessions.ts';
import { ACCOUNT_COLUMNS } from './present-user.ts';
import { noticeNewDevice, rememberSignUpDevice } from './new-device-notice.ts';
import { sendFirstVerification } from './email-verification/send-verification.ts';
import { appendToOwnStream } from '../handling/append-to-own-stream.ts';
import { joinInvitedTeams, pendingInvitationFor } from '../team/team-joining.ts';
import { acceptShareLink, resolveShareLink } from '../team/share-link-handlers.ts';
import { assertSignupAllowed } from '../instance-settings/signup-policy.ts';
import { acceptOrganisationInvitation, pendingOrganisationInvitation } from '../organisations/organisation-joining.ts';
import { hasConfirmedTwoFactor } from './two-factor/two-factor-setup.ts';
import { openChallenge } from './two-factor/two-factor-challenge.ts';
import { CREDENTIALS_MESSAGE, EMAIL_TAKEN_MESSAGE, validateSignup, type SignupInput } from './identity-rules.ts';

/** An event's share link, as the signup form passes it on. */
export interface ShareLinkCode {
  event_uuid: string;
  code: string;
}

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

const MAX_SIGNUPS_PER_ADDRESS_PER_HOUR = 30;

export const ACCOUNT_DISABLED_MESSAGE = 'This account has been disabled. Ask the administrator of your Usher to enable it again.';

type UserRow = {
  id: string;
  organisation_id: string;
  first_name: string;
  last_name: string;
  email: string;
  is_admin: boolean;
  profile_image_src: string | null;
  default_event_role: 'editor' | 'inactive';
  email_verified_at: Date | null;
};

/**
 * Creates the account (the first of an empty instance is its administrator),
 * its organisation and a session. The user row and the UserRegistered event
 * commit together; the password hash stays in the users table.
 */
export async function signup(context: ServiceContext, input: SignupInput, client: ClientInfo, metadata: EventMetadata, share?: ShareLinkCode) {
  const errors = validateSignup(input);
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
  // Someone signing up from an event's share link joins that event's organisation.
  const shared = share ? await resolveShareLink(context, share.event_uuid, share.code) : null;
  const addressBucket = `signup:ip:${client.ip}`;
  const addressLimit = { bucket: addressBucket, max: MAX_SIGNUPS_PER_ADDRESS_PER_HOUR, windowSeconds: 3600 };
  const tooMany = () => new HttpError(429, 'Too many accounts created from this address. Please try again later.');
  // A cheap first look, before the password's hash is made; the count that decides is taken under the signup lock below.
  if (await isLimited(context.db, addressLimit)) throw tooMany();
  const email = input.email!.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password!);
  const user = await context.db.transaction().execute(async (trx) => {
    // Serialises signups so exactly one can be the instance's first account.
    await sql`select pg_advisory_xact_lock(hashtext('usher:signup'))`.execute(trx);
    // Counted and recorded under the lock, in the account's own transaction: signups sent at once cannot all pass one count.
    if (await isLimited(trx, addressLimit)) throw tooMany();
    // Open, by invitation or closed, as the instance's administrators chose (/admin/settings).
    await assertSignupAllowed(trx, { email, viaShareLink: Boolean(shared) });
    const taken = await trx
      .selectFrom('users')
      .select('id')
      .where(sql`lower(email)`, '=', email)
      .executeTakeFirst();
    if (taken) throw DomainError.validation({ email: [EMAIL_TAKEN_MESSAGE] });
    const isFirst = !(await trx.selectFrom('users').select('id').limit(1).executeTakeFirst());
    // Someone invited to an event's team joins that organisation, with no
    // access to its other events, and sees nothing of it until they prove
    // the address; anyone else founds an organisation of their own.
    const invitation = (await pendingInvitationFor(trx, email)) ?? (await pendingOrganisationInvitation(trx, email)) ?? shared;
    const row: UserRow = {
      id: context.ids.uuid(),
      organisation_id: invitation?.organisation_id ?? context.ids.uuid(),
      first_name: input.first_name!.trim(),
      last_name: input.last_name!.trim(),
      email,
      is_admin: isFirst,
      profile_image_src: null,
      default_event_role: invitation ? 'inactive' : 'editor',
      // The first account installs the instance (and may later log in as anyone): its address opens nothing it could not reach anyway.
      email_verified_at: isFirst ? context.clock.now() : null,
    };
    await trx
      .insertInto('users')
      .values({ ...row, password_hash: passwordHash })
      .execute();
    await context.store.append(
      [
        {
          streamId: streamIds.user(row.id),
          expectedVersion: 0,
          events: [
            {
              type: 'UserRegistered',
              schemaVersion: 1,
              data: {
                user_id: row.id,
                organisation_id: row.organisation_id,
                first_name: row.first_name,
                last_name: row.last_name,
                email,
                is_admin: isFirst,
                default_event_role: row.default_event_role,
              },
              metadata: { ...metadata, actor: { type: 'user', id: row.id, name: `${row.first_name} ${row.last_name}` }, organisation_id: row.organisation_id },
            },
          ],
        },
      ],
      { trx },
    );
    await recordHit(trx, addressBucket);
    return row;
  });
  context.store.notifyAppended();
  if (user.email_verified_at) await joinInvitedTeams(context, user, metadata);
  if (user.email_verified_at) await acceptOrganisationInvitation(context, user, metadata);
  if (share && shared?.organisation_id === user.organisation_id) {
    // The link itself is the credential for its role; the account still proves its address before it sees the event.
    await acceptShareLink(context, { ...user, email_verified: user.email_verified_at !== null }, share.event_uuid, share.code, {
      ...metadata,
      actor: { type: 'user', id: user.id, name: `${user.first_name} ${user.last_name}` },
    });
  }
  await recordSuccessfulLogin(context.db, { email, ip: client.ip }, user.id);
  await rememberSignUpDevice(context, user.id, client);
  const session = await openSession(context, user.id, client);
  if (!user.email_verified_at) await sendFirstVerification(context, user, client);
  return { user, session };
}

/**
 * Checks the password against the memory-hard hash. Failures are throttled by
 * account and address together (login-throttle.ts); the answer never says
 * which part was wrong.
 */
export async function login(context: ServiceContext, input: { email?: string | null; password?: string | null }, client: ClientInfo, metadata: EventMetadata) {
  const email = (input.email ?? '').trim().toLowerCase();
  const password = input.password ?? '';
  const errors: Record<string, string[]> = {};
  if (!email) errors.email = ['Email is required.'];
  if (!password) errors.password = ['Password is required.'];
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);

  const attempt = { email, ip: client.ip };
  await refuseThrottledLogin(context.db, attempt);

  const user = await context.db
    .selectFrom('users')
    .select([...ACCOUNT_COLUMNS, 'password_change_required', 'password_hash', 'disabled_at'])
    .where(sql`lower(email)`, '=', email)
    .executeTakeFirst();
  const valid = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), password);
  if (!user || !valid) {
    await recordFailedLogin(context.db, attempt);
    throw DomainError.validation({ email: [CREDENTIALS_MESSAGE] });
  }
  // Said only after the right password, so it tells a guesser nothing about the account.
  if (user.disabled_at) throw new HttpError(403, ACCOUNT_DISABLED_MESSAGE, 'account_disabled');
  await recordSuccessfulLogin(context.db, attempt, user.id);
  const { password_hash: _secret, disabled_at: _disabled, ...publicUser } = user;
  // With a second factor the password opens no session yet: the login waits for a code (two-factor-challenge.ts).
  if (await hasConfirmedTwoFactor(context, user.id)) return { user: publicUser, session: null, challenge: await openChallenge(context, user.id) };
  const session = await openSession(context, user.id, client);
  await appendAudit(context, user, { type: 'UserLoggedIn', data: { user_id: user.id, ip: client.ip } }, metadata);
  await noticeNewDevice(context, user, client);
  return { user: publicUser, session, challenge: null };
}

/** Identity audit events go on the user's own stream, after whatever is there. */
export async function appendAudit(
  context: ServiceContext,
  user: Pick<UserRow, 'id' | 'organisation_id' | 'first_name' | 'last_name'>,
  event: { type: 'UserLoggedIn'; data: { user_id: string; ip: string | null } } | { type: 'UserLoggedOut'; data: { user_id: string } },
  metadata: EventMetadata,
): Promise<void> {
  const actor = { type: 'user' as const, id: user.id, name: `${user.first_name} ${user.last_name}` };
  await appendToOwnStream(context, streamIds.user(user.id), { ...event, metadata: { ...metadata, actor, organisation_id: user.organisation_id } });
}
