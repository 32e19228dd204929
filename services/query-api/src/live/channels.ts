import type { ServiceContext } from '@usher/infra/context';
import type { AuthUser } from '@usher/infra/http/authenticate';
import { permissionsOf } from '@usher/domain/access/event-roles';
import { eventRoleFor } from '../access/event-role.ts';

const EVENT_CHANNEL = /^event\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * May this user listen on this channel? Only to events of their own
 * organisation that their role lets them see (door staff included).
 */
export async function canSubscribe(context: ServiceContext, user: AuthUser, channel: string): Promise<boolean> {
  const match = EVENT_CHANNEL.exec(channel);
  if (!match) return false;
  try {
    const permissions = permissionsOf(await eventRoleFor(context, user, match[1]!));
    return permissions.view || permissions.check_in;
  } catch {
    return false;
  }
}
