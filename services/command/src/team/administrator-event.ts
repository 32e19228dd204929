import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import { eventOfAdministrator } from '@usher/infra/eventstore/log-lookups';
import type { EventOfObject } from '@usher/infra/http/declared-access';
import type { ServiceContext } from '@usher/infra/context';

/**
 * The event of the administrator a route names by id alone: the log's
 * invitation says whose it is (one invited a moment ago too), and the route's
 * need is judged on it. Someone else's administrator is as unknown as a missing one.
 */
export function eventOfAdministratorNamed(context: ServiceContext): EventOfObject {
  return {
    object: 'administrator',
    find: async (request) => {
      const { id } = request.params as { id: string };
      const eventUuid = isUuid(id) ? await eventOfAdministrator(context.db, id) : null;
      if (!eventUuid) throw DomainError.notFound('administrator');
      return eventUuid;
    },
  };
}
