import { z } from 'zod';
import { uuid } from './common.ts';
import { LocationData } from './event-events.ts';
import { eventRole } from './team-events.ts';

/**
 * An organisation lives on its own stream (`organisation-{id}`): its profile, its addresses, how
 * far its founder got through onboarding, and the default roles of its members. Its id is the
 * `organisation_id` every account and event already carries.
 */
export const OrganisationProfileUpdated = z
  .object({
    organisation_id: uuid,
    name: z.string().describe("The organisation's name as people see it."),
    logo_media_id: uuid.nullable().describe('The media-library image shown as its logo; null for none.'),
    timezone: z.string().describe('The time zone its new events start in (a tz database name).'),
  })
  .describe("The organisation's name, logo or time zone was set.");

export const OrganisationAddressAdded = LocationData.extend({ organisation_id: uuid, address_id: uuid }).describe(
  "An address was added to the organisation's locations.",
);
export const OrganisationAddressUpdated = LocationData.extend({ organisation_id: uuid, address_id: uuid }).describe(
  "One of the organisation's addresses was changed; every field is given.",
);
export const OrganisationAddressRemoved = z.object({ organisation_id: uuid, address_id: uuid }).describe("One of the organisation's addresses was removed.");

export const onboardingStep = z.enum(['profile', 'address', 'teammates', 'done']);

export const OrganisationOnboardingProgressed = z
  .object({
    organisation_id: uuid,
    step: onboardingStep.describe('The step the founder goes to next; `done` when onboarding is over.'),
    skipped: z.boolean().describe('True when the founder chose "Skip for now" rather than finishing the step.'),
  })
  .describe('The founder moved on in setting up the organisation, or put it off for later.');

export const OrganisationMemberInvited = z
  .object({
    organisation_id: uuid,
    invitation_id: uuid,
    email: z.string().describe('The address the invitation was sent to; whoever signs up with it joins the organisation.'),
    default_event_role: eventRole.describe("The role the new member will have on the organisation's events."),
  })
  .describe('Someone was invited by email to join the organisation.');

export const OrganisationMemberRoleChanged = z
  .object({
    organisation_id: uuid,
    user_id: uuid,
    default_event_role: eventRole.describe("The member's role on the organisation's events whose team names none for them."),
  })
  .describe("An editor of the organisation changed a member's default role on its events.");

export const OrganisationMediaAdded = z
  .object({
    organisation_id: uuid,
    media_id: uuid,
    title: z.string().describe('The name it shows under in the media library.'),
    mime_type: z.string(),
    size_bytes: z.number().int().describe("What it counts against the organisation's storage quota."),
  })
  .describe("An image was added to the organisation's media library (the bytes stay in the media table, never in the log).");
export const OrganisationMediaRenamed = z
  .object({ organisation_id: uuid, media_id: uuid, title: z.string() })
  .describe('An image of the media library was renamed.');
export const OrganisationMediaDeleted = z
  .object({ organisation_id: uuid, media_id: uuid })
  .describe('An image was deleted from the media library, and its storage freed.');
