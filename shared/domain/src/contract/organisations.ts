import { z } from 'zod';
import { PositionSchema, NoContentSchema } from './common.ts';

const RoleSchema = z.enum(['editor', 'viewer', 'check_in', 'check_in_with_floorplan', 'inactive']);
export const OnboardingStepSchema = z.enum(['profile', 'address', 'teammates', 'done']);

export const OrganisationSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  logo_media_id: z.string().nullable(),
  logo_src: z.string().nullable().describe('Where the logo is served, or null for none.'),
  timezone: z.string().describe('A tz database name; US/Eastern until set.'),
  onboarding_step: OnboardingStepSchema,
  can_edit: z.boolean().describe('Whether the asker may change the organisation (its editors).'),
});

export const AddressSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  address_2: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  state_region_code: z.string().nullable(),
  state_region: z.string().nullable(),
  country_code: z.string(),
  country: z.string(),
});

export const MemberSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string(),
  profile_image_src: z.string().nullable(),
  default_event_role: RoleSchema,
  is_you: z.boolean(),
});

export const PendingMemberSchema = z.object({ id: z.string(), email: z.string(), default_event_role: RoleSchema });

export const MediaItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  file_name: z.string(),
  mime_type: z.string(),
  size_bytes: z.number(),
  url: z.string(),
  thumbnail_url: z.string(),
  created_at: z.string(),
  uploaded_by_you: z.boolean().describe("Whether the asker uploaded it: only one's own uploads can be one's profile photo."),
});

/** POST /api/v2/organizations */
export const PostOrganizationsReplies = {
  200: z.object({ data: OrganisationSchema.omit({ can_edit: true, onboarding_step: true, logo_src: true }), position: PositionSchema }),
};
/** GET /api/v2/organizations */
export const GetOrganizationsReplies = { 200: z.object({ data: OrganisationSchema }) };
/** POST /api/v2/organizations/onboarding */
export const PostOrganizationsOnboardingReplies = { 200: z.object({ data: z.object({ onboarding_step: OnboardingStepSchema }), position: PositionSchema }) };
/** GET /api/v2/organizations/members */
export const GetOrganizationsMembersReplies = { 200: z.object({ data: z.array(MemberSchema), pending: z.array(PendingMemberSchema) }) };
/** POST /api/v2/organizations/members/:id/role */
export const PostOrganizationsMembersRoleReplies = {
  200: z.object({ data: z.object({ id: z.string(), default_event_role: RoleSchema }), position: PositionSchema }),
};
/** POST /api/v2/organizations/invitations */
export const PostOrganizationsInvitationsReplies = { 201: z.object({ data: z.array(PendingMemberSchema), position: PositionSchema.nullable() }) };

/** POST /api/v2/addresses, PUT /api/v2/addresses/:id */
export const PostAddressesReplies = { 201: z.object({ data: AddressSchema, position: PositionSchema }) };
export const PutAddressesReplies = { 200: z.object({ data: AddressSchema, position: PositionSchema }) };
/** DELETE /api/v2/addresses/:id */
export const DeleteAddressesReplies = { 204: NoContentSchema };
/** GET /api/v2/addresses */
export const GetAddressesReplies = { 200: z.object({ data: z.array(AddressSchema) }) };

/** POST /api/v2/media */
export const PostMediaReplies = { 201: z.object({ data: MediaItemSchema }) };
/** GET /api/v2/media */
export const GetMediaLibraryReplies = {
  200: z.object({ data: z.array(MediaItemSchema), usage: z.object({ used_bytes: z.number(), quota_bytes: z.number() }) }),
};
/** PUT /api/v2/media/:id */
export const PutMediaReplies = { 200: z.object({ data: MediaItemSchema }) };
/** DELETE /api/v2/media/:id */
export const DeleteMediaReplies = { 204: NoContentSchema };

/** POST /api/auth/profile-image */
export const PostAuthProfileImageReplies = { 200: z.object({ data: z.object({ profile_image_src: z.string().nullable() }), position: PositionSchema }) };
