import { z } from 'zod';
import { safeText, safeId } from '@usher/domain/validation/safe-text';
import { credential } from '@usher/domain/contract/request-params';
import { PortalGuestSchema } from '@usher/domain/contract/host-portal';

// Field values are checked by the shared domain rules, so a bad one answers
// 422 with the spec's message under its field rather than a schema error.
const text = safeText({ max: 10_000 }).nullish();

export const HostGroupParams = z.object({
  host: credential(safeText({ max: 200 }).describe("'me' for the signed-in account (PRO hosts), else the host's personal token (GO hosts)."), {
    publicValues: ['me'],
  }),
  groupId: safeId().describe('The host group.'),
});
export const HostGuestParams = HostGroupParams.extend({ id: safeId().describe('A guest (ticket) of the group.') });

export const NameTicketBody = z
  .object({ first_name: text, last_name: text, email: text.describe('Required when the group requires an email for every guest.'), phone_number: text })
  .describe("The guest who takes a placeholder ticket ('Guest Of' the group).");
export const EditGuestBody = z
  .object({ first_name: text, last_name: text, email: text, phone_number: text })
  .describe('The fields to change; absent fields stay as they are.');

/**
 * One contract for the portal's guest, shared with the query side and the
 * dashboard; a change's reply leaves the seat out (the seat is the floor
 * plan's, read with the list, and a host's change does not move it).
 */
export const PortalGuest = PortalGuestSchema.omit({ seat: true });
export const PortalGuestReply = z.object({ data: PortalGuest, position: z.string() });
export const SendPassReply = z.object({
  data: z.object({ id: z.string(), sent_to: z.string(), pass_public_link: z.string().describe("The guest's pass page, also emailed to them.") }),
  position: z.string(),
});
