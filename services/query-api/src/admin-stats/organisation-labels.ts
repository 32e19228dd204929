import { sql, type RawBuilder } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import { organisationNames } from '../organisations/organisation-queries.ts';

/**
 * How an organisation is named to instance administrators: the name it gave
 * itself (onboarding, /organization), else its founder's — the first account
 * created in it, whose name and email people recognise. Its founder is also
 * whom an administrator logs in as to see its events.
 */
export interface OrganisationLabel {
  label: string;
  email: string | null;
  /** The account an administrator logs in as to see the organisation's events. */
  organiserId: string | null;
}

export async function organisationLabels(db: Db, ids: readonly string[]): Promise<Map<string, OrganisationLabel>> {
  const labels = new Map<string, OrganisationLabel>();
  if (ids.length === 0) return labels;
  const founders = await db
    .selectFrom('users')
    .distinctOn('organisation_id')
    .select(['organisation_id', 'id', 'first_name', 'last_name', 'email'])
    .where('organisation_id', 'in', [...new Set(ids)])
    .orderBy('organisation_id')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const names = await organisationNames(db, ids);
  for (const founder of founders) {
    const name = `${founder.first_name} ${founder.last_name}`.trim();
    labels.set(founder.organisation_id, {
      label: names.get(founder.organisation_id) ?? (name || founder.email),
      email: founder.email,
      organiserId: founder.id,
    });
  }
  return labels;
}

/** A condition on `organisation_id` (of the query's row): its name, or a member's name or email, matches the lower-case LIKE pattern. */
export function organisationMatches(pattern: string): RawBuilder<boolean> {
  return sql<boolean>`organisation_id in (
    select u.organisation_id from users u
    where lower(u.email) like ${pattern} or lower(u.first_name || ' ' || u.last_name) like ${pattern}
    union all
    select o.organisation_id from rm_organisations o where lower(o.name) like ${pattern})`;
}
