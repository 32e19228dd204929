import { DomainError } from '@usher/domain/deciders/domain-error';
import { attendeeIdOfPassToken } from '@usher/infra/http/pass-links';
import type { ServiceContext } from '@usher/infra/context';
import { visibleFeaturesOf } from './feature-queries.ts';

/** The features a pass shows: its event's visible ones, in order; a bad token is the pass's 404. */
export async function passFeaturesOf(context: ServiceContext, token: string) {
  const attendeeId = await attendeeIdOfPassToken(context.db, token);
  const guest = attendeeId ? await context.db.selectFrom('rm_attendees').select('event_uuid').where('id', '=', attendeeId).executeTakeFirst() : undefined;
  if (!guest) throw new DomainError('not_found', 'pass_not_found', 'This pass link is not valid.');
  return { data: await visibleFeaturesOf(context, guest.event_uuid) };
}
