import { sql } from 'kysely';
import { eventCatalogue, streamIds, type DomainEvent } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { DEFAULT_TIMEZONE, isKnownTimezone } from '@usher/domain/constants/timezones';
import { normalizeLocation, type Location } from '@usher/domain/constants/locations';
import { locationErrors } from '@usher/domain/constants/location-rules';
import { email as emailRule } from '@usher/domain/validation/rules';
import { hasErrors } from '@usher/domain/validation/errors';
import type { EventRole } from '@usher/domain/access/event-roles';
import type { Db } from '@usher/infra/db/database';
import { forgetSessionsOf, type AuthUser } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { imagesOfOrganisation } from '../media/organisation-media.ts';
import { foldOrganisation, type OrganisationState } from './organisation-state.ts';
import { requireOrganisationEditor } from './organisation-access.ts';
import { isLimited, recordHit } from '../identity/rate-limit.ts';
import { HttpError } from '@usher/infra/http/errors';

export const MAX_ORGANISATION_NAME = 200;
export const MAX_INVITATIONS_AT_ONCE = 20;
/** Each invitation mails an address someone typed: an organisation may send this many an hour, so it cannot be used to spam. */
export const MAX_INVITATIONS_PER_HOUR = 50;

type Organised = Pick<AuthUser, 'id' | 'organisation_id' | 'default_event_role'>;

export async function loadOrganisation(context: ServiceContext, organisationId: string): Promise<OrganisationState> {
  return foldOrganisation(await context.store.readStream(streamIds.organisation(organisationId)));
}

/**
 * Appends the organisation's new events after the version its state was folded at, with `alsoIn`
 * run in the same transaction (a write-side table that must agree with the log). A concurrent
 * change answers 409 through the store's version check instead of being overwritten.
 */
async function appendToOrganisation(
  context: ServiceContext,
  organisationId: string,
  state: OrganisationState,
  events: DomainEvent[],
  metadata: EventMetadata,
  alsoIn?: (trx: Db) => Promise<void>,
): Promise<string> {
  const request = {
    streamId: streamIds.organisation(organisationId),
    expectedVersion: state.version,
    events: events.map((event) => ({
      type: event.type,
      schemaVersion: eventCatalogue[event.type].version,
      data: eventCatalogue[event.type].schema.parse(event.data) as Record<string, unknown>,
      metadata: { ...metadata, organisation_id: organisationId },
    })),
  };
  if (!alsoIn) return (await context.store.append([request])).position;
  const result = await context.db.transaction().execute(async (trx) => {
    await alsoIn(trx);
    return context.store.append([request], { trx });
  });
  context.store.notifyAppended(events.map((event) => event.type));
  return result.position;
}

/** The organisation's own image, or 404 for anyone else's or none: an id never tells what another organisation keeps. */
export async function requireOwnMedia(context: ServiceContext, organisationId: string, mediaId: string): Promise<void> {
  if (!(await imagesOfOrganisation(context, organisationId, [mediaId])).has(mediaId)) throw DomainError.notFound('media');
}

export interface ProfileInput {
  name?: string | null;
  logo_media_id?: string | null;
  timezone?: string | null;
}

/** POST /api/v2/organizations: sets the asker's organisation's name, logo and time zone. */
export async function updateOrganisationProfile(context: ServiceContext, user: Organised, input: ProfileInput, metadata: EventMetadata) {
  requireOrganisationEditor(user);
  const state = await loadOrganisation(context, user.organisation_id);
  const name = (input.name ?? state.profile?.name ?? '').trim();
  const timezone = input.timezone ?? state.profile?.timezone ?? DEFAULT_TIMEZONE;
  const errors: Record<string, string[]> = {};
  if (name === '') errors.name = ['The organisation name is required.'];
  else if (Array.from(name).length > MAX_ORGANISATION_NAME)
    errors.name = [`The organisation name may not be greater than ${MAX_ORGANISATION_NAME} characters.`];
  if (!isKnownTimezone(timezone)) errors.timezone = ['The selected time zone is invalid.'];
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
  const logo = input.logo_media_id === undefined ? (state.profile?.logo_media_id ?? null) : input.logo_media_id;
  if (logo !== null) await requireOwnMedia(context, user.organisation_id, logo);
  const data = { organisation_id: user.organisation_id, name, logo_media_id: logo, timezone };
  const position = await appendToOrganisation(context, user.organisation_id, state, [{ type: 'OrganisationProfileUpdated', data }], metadata);
  return { data: { id: user.organisation_id, name, logo_media_id: logo, timezone }, position };
}

const presentAddress = (id: string, location: Location) => ({ id, ...location });

/** `sent`: the fields the request named, held to the code lists (a stored address's old code does not block a change of its city). */
function cleanLocation(input: Partial<Location>, sent: Partial<Location> = input): Location {
  const codes = locationErrors(
    {
      country_code: 'country_code' in sent ? sent.country_code : undefined,
      state_region_code: 'state_region_code' in sent ? sent.state_region_code : undefined,
    },
    '',
    input.country_code,
  );
  if (hasErrors(codes)) throw DomainError.validation(codes);
  const location = normalizeLocation(input);
  if (!location.address && !location.name && !location.city) {
    throw DomainError.validation({ address: ['Give at least a name, a street address or a city.'] });
  }
  return location;
}

export async function addAddress(context: ServiceContext, user: Organised, input: Partial<Location>, metadata: EventMetadata) {
  requireOrganisationEditor(user);
  const location = cleanLocation(input);
  const state = await loadOrganisation(context, user.organisation_id);
  const addressId = context.ids.uuid();
  const position = await appendToOrganisation(
    context,
    user.organisation_id,
    state,
    [{ type: 'OrganisationAddressAdded', data: { organisation_id: user.organisation_id, address_id: addressId, ...location } }],
    metadata,
  );
  return { data: presentAddress(addressId, location), position };
}

/** An address the access hook found (organisation-objects.ts): the organisation's state it was found in, and the address. */
export type FoundAddress = { state: OrganisationState; addressId: string; address: Location };

export async function updateAddress(context: ServiceContext, user: Organised, found: FoundAddress, input: Partial<Location>, metadata: EventMetadata) {
  const { state, addressId } = found;
  const location = cleanLocation({ ...found.address, ...input }, input);
  const position = await appendToOrganisation(
    context,
    user.organisation_id,
    state,
    [{ type: 'OrganisationAddressUpdated', data: { organisation_id: user.organisation_id, address_id: addressId, ...location } }],
    metadata,
  );
  return { data: presentAddress(addressId, location), position };
}

export async function removeAddress(context: ServiceContext, user: Organised, found: FoundAddress, metadata: EventMetadata): Promise<string> {
  return appendToOrganisation(
    context,
    user.organisation_id,
    found.state,
    [{ type: 'OrganisationAddressRemoved', data: { organisation_id: user.organisation_id, address_id: found.addressId } }],
    metadata,
  );
}

/** The founder finished or skipped a step of /onboarding; the step is remembered so it resumes there. */
export async function progressOnboarding(
  context: ServiceContext,
  user: Organised,
  input: { step: OrganisationState['onboardingStep']; skipped: boolean },
  metadata: EventMetadata,
) {
  requireOrganisationEditor(user);
  const state = await loadOrganisation(context, user.organisation_id);
  const position = await appendToOrganisation(
    context,
    user.organisation_id,
    state,
    [{ type: 'OrganisationOnboardingProgressed', data: { organisation_id: user.organisation_id, ...input } }],
    metadata,
  );
  return { data: { onboarding_step: input.step }, position };
}

/**
 * Invites people by email to join the organisation with a default role. The invitation rows and
 * their events commit together; the mail dispatcher sends each a sign-up link. An address that
 * already has an account, or is already invited, is skipped rather than refused, so a list
 * pasted twice does no harm.
 */
export async function inviteMembers(
  context: ServiceContext,
  user: Organised,
  input: { emails: string[]; default_event_role: EventRole },
  metadata: EventMetadata,
) {
  requireOrganisationEditor(user);
  const emails = [...new Set(input.emails.map((address) => address.trim().toLowerCase()).filter((address) => address !== ''))];
  const errors: Record<string, string[]> = {};
  if (emails.length === 0) errors.emails = ['Enter at least one email address.'];
  else if (emails.length > MAX_INVITATIONS_AT_ONCE) errors.emails = [`Invite at most ${MAX_INVITATIONS_AT_ONCE} people at once.`];
  emails.forEach((address, index) => {
    if (emailRule(address, 'email')) errors[`emails.${index}`] = [`${address} is not a valid email address.`];
  });
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
  const bucket = `organisation-invitations:${user.organisation_id}`;
  if (await isLimited(context.db, { bucket, max: MAX_INVITATIONS_PER_HOUR - emails.length + 1, windowSeconds: 3600 })) {
    throw new HttpError(429, 'Too many invitations sent from your organisation in the last hour. Please try again later.');
  }
  const taken = new Set(
    (
      await context.db
        .selectFrom('users')
        .select(sql<string>`lower(email)`.as('email'))
        .where(sql`lower(email)`, 'in', emails)
        .execute()
    ).map((row) => row.email),
  );
  const invited = new Set(
    (
      await context.db
        .selectFrom('organisation_invitations')
        .select('email')
        .where('organisation_id', '=', user.organisation_id)
        .where('accepted_by', 'is', null)
        .where('email', 'in', emails)
        .execute()
    ).map((row) => row.email),
  );
  const fresh = emails.filter((address) => !taken.has(address) && !invited.has(address)).map((address) => ({ id: context.ids.uuid(), email: address }));
  if (fresh.length === 0) return { data: [], position: null };
  await recordHit(context.db, ...fresh.map(() => bucket));
  const state = await loadOrganisation(context, user.organisation_id);
  const events: DomainEvent[] = fresh.map((invitation) => ({
    type: 'OrganisationMemberInvited',
    data: { organisation_id: user.organisation_id, invitation_id: invitation.id, email: invitation.email, default_event_role: input.default_event_role },
  }));
  const position = await appendToOrganisation(context, user.organisation_id, state, events, metadata, async (trx) => {
    await trx
      .insertInto('organisation_invitations')
      .values(
        fresh.map((invitation) => ({
          id: invitation.id,
          organisation_id: user.organisation_id,
          email: invitation.email,
          default_event_role: input.default_event_role,
          invited_by: user.id,
        })),
      )
      .execute();
  });
  return { data: fresh.map((invitation) => ({ ...invitation, default_event_role: input.default_event_role })), position };
}

/** An editor sets another member's default role on the organisation's events (their own stays, so nobody locks themself out). */
export async function changeMemberRole(context: ServiceContext, user: Organised, member: { id: string }, role: EventRole, metadata: EventMetadata) {
  const memberId = member.id;
  if (member.id === user.id) throw DomainError.validation({ default_event_role: ['You cannot change your own role; ask another editor.'] });
  const state = await loadOrganisation(context, user.organisation_id);
  const position = await appendToOrganisation(
    context,
    user.organisation_id,
    state,
    [{ type: 'OrganisationMemberRoleChanged', data: { organisation_id: user.organisation_id, user_id: memberId, default_event_role: role } }],
    metadata,
    async (trx) => {
      await trx.updateTable('users').set({ default_event_role: role }).where('id', '=', memberId).execute();
    },
  );
  // Their sessions read the new role at once, not when this process's few seconds of cache run out.
  forgetSessionsOf(memberId);
  return { data: { id: memberId, default_event_role: role }, position };
}
