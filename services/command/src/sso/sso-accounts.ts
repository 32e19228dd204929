import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { streamIds } from '@usher/events';
import type { ServiceContext } from '@usher/infra/context';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import { hashPassword } from '../identity/passwords.ts';
import { sendFirstVerification } from '../identity/email-verification/send-verification.ts';
import { appendToOwnStream } from '../handling/append-to-own-stream.ts';
import type { ClientInfo } from '../identity/identity-handlers.ts';
import { SsoError, type VerifiedIdentity } from './sso-flow.ts';
import type { ProviderRow } from './provider-store.ts';
import { provedOwnerOfDomain } from './domain-claims.ts';
import { assertSignupAllowed } from '../instance-settings/signup-policy.ts';
import { HttpError } from '@usher/infra/http/errors';

const ACCOUNT_COLUMNS = ['id', 'organisation_id', 'first_name', 'last_name', 'email', 'is_admin', 'default_event_role'] as const;
type Account = { id: string; organisation_id: string; first_name: string; last_name: string; email: string; is_admin: boolean; default_event_role: string };

function asActor(account: Account, metadata: EventMetadata): EventMetadata {
  return { ...metadata, actor: { type: 'user', id: account.id, name: `${account.first_name} ${account.last_name}` }, organisation_id: account.organisation_id };
}

/**
 * The account an identity signs in to. A known (issuer, subject) is its account; an unknown one
 * creates an account only when no account has the address: an address alone never opens an
 * existing account, whoever the provider says it belongs to. An organisation's provider creates
 * accounts only for a domain the organisation proved; until then it serves the members who
 * connected it from Account Settings.
 */
export async function accountForSignIn(
  context: ServiceContext,
  provider: ProviderRow,
  identity: VerifiedIdentity,
  client: ClientInfo,
  metadata: EventMetadata,
): Promise<{ account: Account; created: boolean }> {
  const known = await context.db
    .selectFrom('user_identities')
    .innerJoin('users', 'users.id', 'user_identities.user_id')
    .select(ACCOUNT_COLUMNS.map((column) => `users.${column}` as const))
    .where('user_identities.issuer', '=', identity.issuer)
    .where('user_identities.subject', '=', identity.subject)
    .executeTakeFirst();
  if (known) return { account: known, created: false };
  if (!identity.email) throw new SsoError('no_email', 'The provider did not share an email address.');
  const taken = await context.db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', identity.email)
    .executeTakeFirst();
  if (taken) throw new SsoError('account_exists', 'An account already uses this address.');
  const vouched = await vouchesForAddress(context, provider, identity);
  const account = await createAccountFromSso(context, provider, identity, vouched, client, metadata);
  return { account, created: true };
}

/**
 * Whether the provider's word proves the address, so that the account opens at once what is
 * addressed to it (invitations, share links, host groups). Only for an organisation's proved
 * domain, and only when the provider says it checked the address: any provider can send any
 * address, and the instance's provider has no domain of its own. An organisation's provider
 * creates no account outside its proved domains at all.
 */
async function vouchesForAddress(context: ServiceContext, provider: ProviderRow, identity: VerifiedIdentity): Promise<boolean> {
  if (!provider.organisation_id) return false;
  const domain = identity.email!.split('@').at(-1)!;
  if ((await provedOwnerOfDomain(context, domain)) !== provider.organisation_id) {
    throw new SsoError('domain_unproved', "This sign-in creates accounts only for the organisation's proved email domains.");
  }
  return identity.emailVerified;
}

/**
 * The one place single sign-on creates an account (the instance's sign-up policy belongs here).
 * The instance's provider founds a new organisation, as sign-up does; an organisation's provider
 * adds the person to that organisation with the role 'inactive', as an invitation does. The
 * address counts as proved only when `vouched`; otherwise its owner proves it by code, as after
 * a sign-up.
 */
export async function createAccountFromSso(
  context: ServiceContext,
  provider: ProviderRow,
  identity: VerifiedIdentity,
  vouched: boolean,
  client: ClientInfo,
  metadata: EventMetadata,
): Promise<Account> {
  const email = identity.email!;
  // Nobody knows this password: the person signs in through the provider, or sets one by a reset.
  const unusablePassword = await hashPassword(randomBytes(32).toString('base64url'));
  const row = {
    id: context.ids.uuid(),
    organisation_id: provider.organisation_id ?? context.ids.uuid(),
    first_name: identity.firstName.slice(0, 100),
    last_name: identity.lastName.slice(0, 100),
    email,
    is_admin: false,
    default_event_role: provider.organisation_id ? 'inactive' : 'editor',
  };
  const emailVerifiedAt = vouched ? context.clock.now() : null;
  await context.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('usher:signup'))`.execute(trx);
    const taken = await trx
      .selectFrom('users')
      .select('id')
      .where(sql`lower(email)`, '=', email)
      .executeTakeFirst();
    if (taken) throw new SsoError('account_exists', 'An account already uses this address.');
    // An organisation's own provider adds the people of its proved domains, as an invitation
    // does; the instance's provider creates accounts only as far as sign-up is open.
    if (!provider.organisation_id) await assertSsoSignupAllowed(trx, email);
    await trx
      .insertInto('users')
      .values({ ...row, profile_image_src: null, password_hash: unusablePassword, email_verified_at: emailVerifiedAt })
      .execute();
    await trx.insertInto('user_identities').values({ issuer: identity.issuer, subject: identity.subject, user_id: row.id, provider_id: provider.id }).execute();
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
                is_admin: false,
                default_event_role: row.default_event_role,
              },
              metadata: asActor(row, metadata),
            },
            {
              type: 'UserSsoIdentityLinked',
              schemaVersion: 1,
              data: { user_id: row.id, provider_id: provider.id, issuer: identity.issuer },
              metadata: asActor(row, metadata),
            },
          ],
        },
      ],
      { trx },
    );
  });
  context.store.notifyAppended();
  if (!emailVerifiedAt) await sendFirstVerification(context, row, client);
  return row;
}

async function assertSsoSignupAllowed(db: Parameters<typeof assertSignupAllowed>[0], email: string): Promise<void> {
  try {
    await assertSignupAllowed(db, { email, viaShareLink: false });
  } catch (error) {
    if (error instanceof HttpError && error.code) throw new SsoError(error.code, error.message);
    throw error;
  }
}

/** Connects a signed-in account to an identity; an identity already connected elsewhere is refused. */
export async function linkIdentity(
  context: ServiceContext,
  provider: ProviderRow,
  userId: string,
  identity: VerifiedIdentity,
  metadata: EventMetadata,
): Promise<void> {
  const account = await context.db.selectFrom('users').select(ACCOUNT_COLUMNS).where('id', '=', userId).executeTakeFirst();
  if (!account) throw new SsoError('expired', 'The account that started connecting is gone.');
  const owner = await context.db
    .selectFrom('user_identities')
    .select('user_id')
    .where('issuer', '=', identity.issuer)
    .where('subject', '=', identity.subject)
    .executeTakeFirst();
  if (owner && owner.user_id !== userId) throw new SsoError('identity_in_use', 'This sign-in is already connected to another account.');
  if (owner) return;
  await context.db
    .insertInto('user_identities')
    .values({ issuer: identity.issuer, subject: identity.subject, user_id: userId, provider_id: provider.id })
    .execute();
  await appendToOwnStream(context, streamIds.user(userId), {
    type: 'UserSsoIdentityLinked',
    data: { user_id: userId, provider_id: provider.id, issuer: identity.issuer },
    metadata: asActor(account, metadata),
  });
}
