import type { ServiceContext } from '@usher/infra/runtime/context';
import type { AuthUser } from '@usher/infra/http/authenticate';

const EVENT_CHANNEL = /^event\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** May this user listen on this channel? Only to events of their own organisation. */
export async function canSubscribe(context: ServiceContext, user: AuthUser, channel: string): Promise<boolean> {
  const match = EVENT_CHANNEL.exec(channel);
  if (!match) return false;
  const row = await context.db.selectFrom('rm_events').select('uuid').where('uuid', '=', match[1]!).where('organisation_id', '=', user.organisation_id).executeTakeFirst();
  return !!row;
}
