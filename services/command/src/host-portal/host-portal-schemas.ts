import { z } from 'zod';
import { safeText, safeId } from '@usher/domain/validation/safe-text';

// Field values are checked by the shared domain rules, so a bad one answers
// 422 with the spec's message under its field rather than a schema error.
const text = safeText({ max: 10_000 }).nullish();

export const HostGroupParams = z.object({
  host: safeText({ max: 200 }).describe("'me' for the signed-in account (PRO hosts), else the host's personal token (GO hosts)."),
  groupId: safeId().describe('The host group.'),
});
export const HostGuestParams = HostGroupParams.extend({ id: safeId().describe('A guest (ticket) of the group.') });

export const NameTicketBody = z
  .object({ first_name: text, last_name: text, email: text.describe('Required when the group requires an email for every guest.'), phone_number: text })
  .describe("The guest who takes a placeholder ticket ('Guest Of' the group).");
export const EditGuestBody = z
  .object({ first_name: text, last_name: text, email: text, phone_number: text })
  .describe('The fields to change; absent fields stay as they are.');

export const PortalGuest = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  is_placeholder: z.boolean().describe("An unnamed ticket, shown as 'Guest Of' the group."),
  is_attending: z.boolean().nullable(),
  rsvped_at: z.string().nullable(),
  is_invited: z.boolean(),
  invitation_sent_at: z.string().nullable(),
  checked_in: z.boolean(),
  checked_in_at: z.string().nullable(),
});
export const PortalGuestReply = z.object({ data: PortalGuest, position: z.string() });
export const SendPassReply = z.object({
  data: z.object({ id: z.string(), sent_to: z.string(), pass_public_link: z.string().describe("The guest's pass page, also emailed to them.") }),
  position: z.string(),
});
