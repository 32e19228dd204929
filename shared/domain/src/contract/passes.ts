import { z } from 'zod';
import { GUEST_LANGUAGES } from '../i18n/languages.ts';
import { OrganisationBrandSchema, PositionSchema } from './common.ts';
import { AccessPassSettingsSchema, EventSchema, InvitePassSettingsSchema } from './events.ts';
import { WalletLinksSchema } from './wallet.ts';

export const PassSeatSchema = z.object({ key: z.enum(['section', 'table_no', 'seat_no', 'row_no']), label: z.string(), value: z.string() });

export const PassFieldSchema = z.object({ key: z.string(), label: z.string(), value: z.string() });

export const PassInfoSchema = z.object({
  check_in_enabled: z.boolean(),
  attire: z.string().nullable(),
  wifi_network: z.string().nullable(),
  wifi_password: z.string().nullable(),
  website_name: z.string().nullable(),
  website_url: z.string().nullable(),
});

export const PassViewSchema = z.object({
  language: z.enum(GUEST_LANGUAGES).describe("The language of the page's words and dates: the guest's, else the event's, else the browser's."),
  event: z.object({ name: z.string(), when: z.string().nullable(), where: z.string().nullable(), timezone: z.string() }),
  guest: z.object({ full_name: z.string() }),
  tickets: z.array(z.object({ full_name: z.string(), is_primary: z.boolean() })),
  seat: z.array(PassSeatSchema),
  fields_before_checkin: z.array(PassFieldSchema),
  fields_after_checkin: z.array(PassFieldSchema),
  checked_in: z.boolean(),
  checked_in_at: z.string().nullable(),
  pass_title: z.string(),
  pass_settings: z.object({ invite: InvitePassSettingsSchema, access: AccessPassSettingsSchema }),
  info: PassInfoSchema,
  hide_qr: z.boolean(),
});

/** PUT /api/v2/events/:uuid/pass-settings */
export const PutEventsPassSettingsReplies = { 200: z.object({ data: EventSchema, position: PositionSchema }) };

/** PUT /api/v2/events/:uuid/event-data */
export const PutEventsEventDataReplies = { 200: z.object({ data: EventSchema, position: PositionSchema }) };

/** The links to a guest's pass: the dashboard's, the public one and the white-label one. */
export const PassLinksSchema = z.object({ pass_link: z.string(), pass_public_link: z.string(), pass_whitelabel_public_link: z.string() });

/** GET /api/v2/events/attendees/:id/pass/link */
export const GetEventsAttendeesPassLinkReplies = { 200: z.object({ data: PassLinksSchema }) };

/** GET /api/v2/public/pass/:token */
export const GetPublicPassReplies = { 200: z.object({ data: PassViewSchema.extend({ organisation: OrganisationBrandSchema, wallet: WalletLinksSchema }) }) };
