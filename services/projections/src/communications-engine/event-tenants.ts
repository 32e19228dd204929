import type { Db } from '@usher/infra/db/database';
import type { EngineTenant } from './engine-appends.ts';

/** Which organisation holds each event (its suppression list, its events' metadata); an event never changes organisation. */
export class EventTenants {
  private readonly known = new Map<string, EngineTenant>();

  constructor(private readonly db: Db) {}

  async of(eventUuid: string): Promise<EngineTenant> {
    const cached = this.known.get(eventUuid);
    if (cached) return cached;
    const row = await this.db.selectFrom('rm_events').select('organisation_id').where('uuid', '=', eventUuid).executeTakeFirst();
    const tenant = { eventUuid, organisationId: row?.organisation_id ?? null };
    // An event not yet in the read model is asked again next time.
    if (row) this.known.set(eventUuid, tenant);
    return tenant;
  }
}
