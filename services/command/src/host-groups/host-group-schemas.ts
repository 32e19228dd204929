import { z } from 'zod';
import { EventParams, IdParams } from '@usher/domain/contract/request-params';
import { safeText, safeId } from '@usher/domain/validation/safe-text';

// Field values are checked by the domain rules, so a bad one gets the spec's
// message under its field (422) rather than a generic schema error.
const text = safeText({ max: 10_000 }).nullish();
const id = safeId();
const loose = z.union([safeId(), z.number(), z.boolean()]).nullish();

const Contact = { first_name: text, last_name: text, email: text, phone_number: text };

export { EventParams };
export const GroupParams = IdParams;
export const EventGuestParams = EventParams.extend({ id: safeId() });

/** The group's own fields as the group form sends them (spec section 3 'Group'). */
export const GroupFieldsBody = z.object({
  name: text,
  is_active: loose,
  total_tickets: loose.describe('Tickets allocated to the group (0–1000); placeholders are added or removed to match.'),
  tag_color: text,
  host_group_tag_id: id.nullish(),
  host_access_till: text.describe("'YYYY-MM-DD HH:MM' (stored as 'YYYY-MM-DD HH:MM:00'), or null for no limit."),
  experience_type: text.describe('go (personal link, no account) or pro (signs in with an Usher account).'),
  is_sending_tickets_enabled: loose,
  is_email_required: loose,
  is_seating_hidden: loose,
  is_view_floorplan_enabled: loose,
  is_public_link_enabled: loose,
  journey_id: id.nullish(),
});

const HostCreate = z.object({
  ...Contact,
  attendee_id: id.nullish().describe('An existing guest of the event; else a new guest is added from the contact fields.'),
  attending_with_group: z.boolean().optional(),
});
const HostUpdate = z.object({ ...Contact, attendee_id: id, attending_with_group: z.boolean().optional() });
const GuestUpdate = z.object({ ...Contact, id });

export const HostChanges = z
  .object({ created: z.array(HostCreate).max(100).optional(), updated: z.array(HostUpdate).max(100).optional(), deleted: z.array(id).max(100).optional() })
  .describe("The group form's hosts: created, updated and deleted (attendee ids).");
export const GuestChanges = z
  .object({
    created: z.array(z.object(Contact)).max(1000).optional(),
    updated: z.array(GuestUpdate).max(1000).optional(),
    deleted: z.array(id).max(1000).optional(),
  })
  .describe("The group's guests: created ones take unnamed placeholder tickets first; deleted ones are removed from the event.");

export const AddGroupBody = GroupFieldsBody.extend({ hosts: HostChanges.optional(), guests: GuestChanges.optional() });
export const UpdateGroupBody = AddGroupBody.extend({ id });
export const UpdateAttendeesBody = z.object({
  id,
  created: GuestChanges.shape.created,
  updated: GuestChanges.shape.updated,
  deleted: GuestChanges.shape.deleted,
});
export const GroupIdBody = z.object({ id });
export const GroupIdsBody = z.object({ ids: z.array(id).max(1000) });
export const OptionalGroupIdsBody = z.object({ ids: z.array(id).max(1000).optional().describe('The groups; absent: every group of the event.') });
export const MoveBody = z.object({ host_group_id: id.nullable().describe('The group to move the guest to; null: out of any group.') });
export const DeleteHostsBody = z.object({ group_id: id, attendee_ids: z.array(id).min(1).max(100) });
export const AddGroupTagBody = z.object({ name: text });

export type AddGroupBodyT = z.infer<typeof AddGroupBody>;
