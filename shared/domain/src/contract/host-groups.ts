import { z } from 'zod';
import { PageMetaSchema, PositionSchema, RedirectSchema } from './common.ts';
import { objectAbilitiesSchema } from './abilities.ts';

export const GroupHostContactSchema = z.object({
  attendee_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  attending_with_group: z.boolean(),
  is_attending: z.boolean().nullable(),
});

export const GroupGuestCountsSchema = z.object({
  total: z.number(),
  named: z.number(),
  placeholders: z.number(),
  rsvp_yes: z.number(),
  rsvp_no: z.number(),
  rsvp_pending: z.number(),
});

/** A group as the group table reads it; the commands that create or save groups answer the same. */
export const HostGroupListItemSchema = z.object({
  is_view_floorplan_enabled: z.boolean(),
  host_group_tag: z.object({ id: z.string(), name: z.string() }).nullable(),
  is_shared: z.boolean(),
  shared_at: z.string().nullable(),
  tickets_sent_at: z.string().nullable(),
  hosts: z.array(GroupHostContactSchema),
  created_at: z.string(),
  updated_at: z.string(),
  id: z.string(),
  name: z.string(),
  host_access_till: z.string().nullable(),
  experience_type: z.enum(['go', 'pro']),
  is_sending_tickets_enabled: z.boolean(),
  is_email_required: z.boolean(),
  is_seating_hidden: z.boolean(),
  event_uuid: z.string(),
  is_active: z.boolean(),
  total_tickets: z.number(),
  tag_color: z.string().nullable(),
  host_group_tag_id: z.string().nullable(),
  is_public_link_enabled: z.boolean(),
  journey_id: z.string().nullable(),
  tickets_status: GroupGuestCountsSchema,
});

/** POST /api/v2/events/:e/host-group/add */
export const PostEventsHostGroupAddReplies = { 201: z.object({ data: HostGroupListItemSchema.optional(), position: PositionSchema }) };

/** PUT /api/v2/events/:e/host-group/update */
export const PutEventsHostGroupUpdateReplies = { 200: z.object({ data: HostGroupListItemSchema, position: PositionSchema }) };

/** PUT /api/v2/events/:e/host-group/update-attendees */
export const PutEventsHostGroupUpdateAttendeesReplies = { 200: z.object({ data: HostGroupListItemSchema, position: PositionSchema }) };

/** POST /api/v2/events/:e/host-group/delete */
export const PostEventsHostGroupDeleteReplies = { 200: z.object({ data: z.object({ deleted: z.array(z.string()) }), position: PositionSchema }) };

/** POST /api/v2/events/:e/host-group/upload */
export const PostEventsHostGroupUploadReplies = { 201: z.object({ data: z.array(HostGroupListItemSchema), position: PositionSchema }) };

/** POST /api/v2/events/:e/host-group/apply-default-settings */
export const PostEventsHostGroupApplyDefaultSettingsReplies = {
  200: z.object({ data: z.object({ groups: z.number(), updated: z.number() }), position: PositionSchema }),
};

/** PUT /api/v2/events/:e/host-group/share */
export const PutEventsHostGroupShareReplies = {
  200: z.object({ data: z.object({ id: z.string(), shared_with: z.number() }), position: PositionSchema }),
};

/** POST /api/v2/events/:e/host-group/share-all */
export const PostEventsHostGroupShareAllReplies = {
  200: z.object({ data: z.object({ shared: z.number(), skipped: z.number() }), position: PositionSchema }),
};

/** POST /api/v2/events/:e/host-group/send */
export const PostEventsHostGroupSendReplies = { 200: z.object({ data: z.object({ id: z.string(), sent: z.number() }), position: PositionSchema }) };

/** POST /api/v2/events/:e/host-group/unseat */
export const PostEventsHostGroupUnseatReplies = {
  200: z.object({ data: z.object({ id: z.string(), unseated: z.number() }), position: PositionSchema }),
};

/** POST /api/v2/events/:e/host-group/attendee/:id/move */
export const PostEventsHostGroupAttendeeMoveReplies = {
  200: z.object({ data: z.object({ attendee_id: z.string(), host_group_id: z.string().nullable() }), position: PositionSchema }),
};

/** POST /api/v2/events/:e/host-group-hosts/delete */
export const PostEventsHostGroupHostsDeleteReplies = { 200: z.object({ data: HostGroupListItemSchema, position: PositionSchema }) };

/** POST /api/v2/events/:e/host-group-tags/add */
export const PostEventsHostGroupTagsAddReplies = {
  201: z.object({ data: z.object({ id: z.string(), name: z.string() }), position: PositionSchema }),
};

/** POST /api/v2/events/:e/host-group-tags/:id/delete */
export const PostEventsHostGroupTagsDeleteReplies = {
  200: z.object({ data: z.object({ id: z.string(), deleted: z.boolean() }), position: PositionSchema }),
};

/** GET /api/v2/events/:e/host-group */
export const GetEventsHostGroupReplies = {
  200: z.object({ groups: z.array(HostGroupListItemSchema), meta: PageMetaSchema, abilities: objectAbilitiesSchema('group') }),
};

/** POST /api/v2/events/:e/host-group/list-by-ids */
export const PostEventsHostGroupListByIdsReplies = { 200: z.object({ groups: z.array(HostGroupListItemSchema), abilities: objectAbilitiesSchema('group') }) };

/** A guest of a group, as the organiser's group dialog lists them. */
export const GroupGuestSchema = z.object({
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_attending: z.boolean().nullable(),
  host_group_id: z.string().nullable(),
  full_name: z.string(),
  is_real_ticket: z.boolean(),
});

/** GET /api/v2/events/:e/host-group/:id/guests */
export const GetEventsHostGroupGuestsReplies = {
  200: z.object({
    data: z.array(GroupGuestSchema),
  }),
};

/** A host of the event's groups, as the hosts list shows them. */
export const HostRowSchema = z.object({
  id: z.string(),
  profile_image_src: z.null(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  host_group_names: z.array(z.string()),
  host_group_tags: z.array(z.string()),
  host_groups: z.array(z.object({ id: z.string(), name: z.string(), tag: z.string().nullable(), attending_with_group: z.boolean() })),
  host_group_id: z.string().nullable(),
  group_name: z.string().nullable(),
  group_tag: z.string().nullable(),
  is_attending: z.boolean().nullable(),
  account_created_at: z.string().nullable(),
});

/** GET /api/v2/events/:e/host-group-hosts */
export const GetEventsHostGroupHostsReplies = {
  200: z.object({
    data: z.array(HostRowSchema),
    meta: PageMetaSchema,
  }),
};

/** GET /api/v2/events/:e/host-group-tags */
export const GetEventsHostGroupTagsReplies = {
  200: z.object({ host_group_tags: z.array(z.object({ id: z.string(), name: z.string(), created_at: z.string() })) }),
};

/** POST /api/v2/events/:e/host-group-tags/list-by-ids */
export const PostEventsHostGroupTagsListByIdsReplies = {
  200: z.object({ host_group_tags: z.array(z.object({ id: z.string(), name: z.string(), created_at: z.string() })) }),
};

/** GET /api/v2/events/host-group/:id/redirect */
export const GetEventsHostGroupRedirectReplies = { 302: RedirectSchema };
