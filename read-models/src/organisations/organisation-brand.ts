import type { Db } from '@usher/infra/db/database';
import type { OrganisationBrand } from '@usher/domain/organisations/organisation-brand';

/** The brand of the organisation that holds an event, from the read models (the command side folds the organisation's stream). */
export async function organisationBrandOfEvent(db: Db, eventUuid: string): Promise<OrganisationBrand> {
  const row = await db
    .selectFrom('rm_events as e')
    .innerJoin('rm_organisations as o', 'o.organisation_id', 'e.organisation_id')
    .select(['o.name', 'o.logo_media_id'])
    .where('e.uuid', '=', eventUuid)
    .executeTakeFirst();
  return { name: row?.name?.trim() || null, logo_src: row?.logo_media_id ? `/media/${row.logo_media_id}` : null };
}

/** The name of the organisation that holds an event: what its guests' mail is signed with (null: none set). */
export async function organisationNameOfEvent(db: Db, eventUuid: string): Promise<string | null> {
  return (await organisationBrandOfEvent(db, eventUuid)).name;
}
