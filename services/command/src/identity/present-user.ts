import { mustProveAddress } from '@usher/infra/http/authenticate';
import { isEventRole, permissionsOf } from '@usher/domain/access/event-roles';
import { organisationMay } from '@usher/domain/access/organisation-roles';

/** The users columns presentUser reads: the account as a session or a sign-in answers it. */
export const ACCOUNT_COLUMNS = [
  'id',
  'organisation_id',
  'first_name',
  'last_name',
  'email',
  'is_admin',
  'profile_image_src',
  'default_event_role',
  'email_verified_at',
] as const;

type Verification = { email_verified: boolean } | { email_verified_at: Date | null };

/** The signed-in user as the spec names its fields (section 3, Signed-in user). */
export function presentUser(
  user: {
    id: string;
    first_name: string;
    last_name: string;
    email: string;
    is_admin: boolean;
    profile_image_src: string | null;
    default_event_role: string;
    /** Absent on a row that cannot have it (an account just created). */
    password_change_required?: boolean;
  } & Verification,
) {
  const emailVerified = 'email_verified' in user ? user.email_verified : user.email_verified_at !== null;
  return {
    id: user.id,
    full_name: `${user.first_name} ${user.last_name}`.trim(),
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    profile_image_src: user.profile_image_src,
    is_admin: user.is_admin,
    /** The owner proved the address: invitations and host groups addressed to it open. */
    email_verified: emailVerified,
    /** The account settings' Webhooks screen opens only to those who may read it (the route's own rule, webhook-access.ts). */
    organisation_webhooks: isEventRole(user.default_event_role) && permissionsOf(user.default_event_role).view,
    /** "Create event" and "Duplicate event" are offered only to those whose role in the organisation allows them. */
    may_create_events: organisationMay(user.default_event_role, 'create_events'),
    /** Nothing opens before the address is proved (an account that joined another's organisation): the dashboard shows only the verification step. */
    email_verification_required: mustProveAddress({ email_verified: emailVerified, default_event_role: user.default_event_role }),
    /** An administrator's temporary password: the dashboard shows only "Choose a new password" until it is changed. */
    password_change_required: user.password_change_required ?? false,
  };
}
