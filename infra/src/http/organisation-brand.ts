import type { Db } from '../db/database.ts';

export interface OrganisationBrand {
  name: string | null;
  logo_src: string | null;
}

/** The name and logo of the organisation that holds an event: what its guests' pages show in place of "Usher". */
export async function organisationBrandOfEvent(db: Db, eventUuid: string): Promise<OrganisationBrand> {
  const row = await db
    .selectFrom('rm_events as e')
    .innerJoin('rm_organisations as o', 'o.organisation_id', 'e.organisation_id')
    .select(['o.name', 'o.logo_media_id'])
    .where('e.uuid', '=', eventUuid)
    .executeTakeFirst();
  return { name: row?.name?.trim() || null, logo_src: row?.logo_media_id ? `/media/${row.logo_media_id}` : null };
}
