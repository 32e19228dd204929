import { sql } from 'kysely';
import { DEFAULT_TIMEZONE } from '@usher/domain/constants/timezones';
import { isEventRole } from '@usher/domain/access/event-roles';
import type { Db } from '@usher/infra/db/database';
import type { AuthUser } from '@usher/infra/http/authenticate';

type Viewer = Pick<AuthUser, 'id' | 'organisation_id' | 'default_event_role'>;
type Step = 'profile' | 'address' | 'teammates' | 'done';
const STEPS: readonly string[] = ['profile', 'address', 'teammates', 'done'];

/**
 * Organisation names by id, for other screens (the admin panel's users and events): an
 * organisation whose founder never named it is missing from the map.
 */
export async function organisationNames(db: Db, organisationIds: readonly string[]): Promise<Map<string, string>> {
  if (organisationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('rm_organisations')
    .select(['organisation_id', 'name'])
    .where('organisation_id', 'in', [...new Set(organisationIds)])
    .where('name', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [row.organisation_id, row.name!]));
}

/** The asker's organisation: its profile, where onboarding stands, and whether they may change it. */
export async function organisationOf(db: Db, user: Viewer) {
  const row = await db.selectFrom('rm_organisations').selectAll().where('organisation_id', '=', user.organisation_id).executeTakeFirst();
  const canEdit = user.default_event_role === 'editor';
  // A member who cannot change the organisation has nothing to set up.
  const step = (row && STEPS.includes(row.onboarding_step) ? row.onboarding_step : 'profile') as Step;
  return {
    data: {
      id: user.organisation_id,
      name: row?.name ?? null,
      logo_media_id: row?.logo_media_id ?? null,
      logo_src: row?.logo_media_id ? `/media/${row.logo_media_id}` : null,
      timezone: row?.timezone ?? DEFAULT_TIMEZONE,
      onboarding_step: canEdit ? step : 'done',
      can_edit: canEdit,
    },
  };
}

export async function addressesOf(db: Db, organisationId: string) {
  const rows = await db
    .selectFrom('rm_organisation_addresses')
    .select(['address_id', 'name', 'address', 'address_2', 'postal_code', 'city', 'state_region_code', 'state_region', 'country_code', 'country'])
    .where('organisation_id', '=', organisationId)
    .orderBy('created_at')
    .orderBy('address_id')
    .execute();
  return { data: rows.map(({ address_id: id, ...location }) => ({ id, ...location })) };
}

/** Everyone in the organisation with their default role, and invitations nobody has taken up yet. */
export async function membersOf(db: Db, user: Viewer) {
  const members = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'profile_image_src', 'default_event_role'])
    .where('organisation_id', '=', user.organisation_id)
    .orderBy(sql`lower(first_name || ' ' || last_name)`)
    .orderBy('id')
    .execute();
  const pending = await db
    .selectFrom('organisation_invitations')
    .select(['id', 'email', 'default_event_role'])
    .where('organisation_id', '=', user.organisation_id)
    .where('accepted_by', 'is', null)
    .orderBy('created_at')
    .execute();
  const role = (value: string) => (isEventRole(value) ? value : 'inactive');
  return {
    data: members.map((member) => ({
      id: member.id,
      full_name: `${member.first_name} ${member.last_name}`.trim(),
      email: member.email,
      profile_image_src: member.profile_image_src,
      default_event_role: role(member.default_event_role),
      is_you: member.id === user.id,
    })),
    pending: pending.map((invitation) => ({ ...invitation, default_event_role: role(invitation.default_event_role) })),
  };
}

/** The organisation's media library, newest first, with how much of its quota it uses. */
export async function mediaLibraryOf(db: Db, user: Pick<Viewer, 'id' | 'organisation_id'>, quotaBytes: number) {
  const rows = await db
    .selectFrom('media')
    .select(['id', 'title', 'file_name', 'mime_type', 'size_bytes', 'created_at', 'uploaded_by'])
    .where('organisation_id', '=', user.organisation_id)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  const used = rows.reduce((sum, row) => sum + row.size_bytes, 0);
  return {
    data: rows.map((row) => ({
      id: row.id,
      title: row.title ?? row.file_name,
      file_name: row.file_name,
      mime_type: row.mime_type,
      size_bytes: row.size_bytes,
      url: `/media/${row.id}`,
      thumbnail_url: `/media/${row.id}?thumbnail=1`,
      created_at: row.created_at.toISOString(),
      uploaded_by_you: row.uploaded_by === user.id,
    })),
    usage: { used_bytes: used, quota_bytes: quotaBytes },
  };
}
