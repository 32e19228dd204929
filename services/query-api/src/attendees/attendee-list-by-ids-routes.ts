import { z } from 'zod';
import { EventParams } from '@usher/domain/contract/request-params';
import { safeId } from '@usher/domain/validation/safe-text';
import { isUuid } from '@usher/domain/ids/uuid';
import { PostEventsAttendeesListByIdsReplies } from '@usher/domain/contract/duplication';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { askerAbilities, judgedRoleOf } from '../access/asker-abilities.ts';
import { listAttendeesForReader } from './list-for-reader.ts';

export const MAX_IDS = 1000;
const IdsBody = z.object({ ids: z.array(safeId()).max(MAX_IDS) });

/**
 * Guests by id, as rows of the guest list (a read, though a POST: a thousand
 * ids do not fit a URL). Only this event's guests; an unknown id, or another
 * event's guest, is simply absent.
 */
export function attendeeListByIdsRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/v2/events/:e/attendees/list-by-ids',
      {
        config: { need: ['find', 'event'] },
        schema: {
          params: EventParams,
          body: IdsBody,
          tags: ['attendees'],
          summary: 'Guests by id (a read, though a POST)',
          response: PostEventsAttendeesListByIdsReplies,
        },
      },
      async (request) => {
        await waitForPosition(context, request, 'events', 'guest_list', 'attendee_tags');
        const ids = [...new Set(request.body.ids.filter(isUuid).map((id) => id.toLowerCase()))];
        const rows = await listAttendeesForReader(
          context,
          judgedRoleOf(request),
          request.params.e,
          { ids, filters: [], page: 1, per_page: Math.max(1, ids.length) },
          request.url,
        );
        return { ...rows, abilities: askerAbilities(request, 'guest') };
      },
    );
  };
}
