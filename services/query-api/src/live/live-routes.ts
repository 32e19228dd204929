import '@fastify/websocket';
import { z } from 'zod';
import { safeText, safeId } from '@usher/domain/validation/safe-text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/runtime/context';
import { authenticate, userForToken } from '@usher/infra/http/authenticate';
import { HttpError } from '@usher/infra/http/errors';
import { canSubscribe } from './channels.ts';
import { refuseForeignOrigin } from './websocket-origin.ts';
import type { WebsocketHub } from './websocket-hub.ts';
import { GetWsReplies, PostBroadcastingAuthReplies } from '@usher/domain/contract/live';

export function liveRoutes(context: ServiceContext, hub: WebsocketHub): FastifyPluginAsyncZod {
  return async (app) => {
    // Browsers cannot set headers on a websocket, so the session cookie (or an access_token query) authenticates it.
    app.get('/api/v2/ws', { websocket: true, schema: { hide: true, response: GetWsReplies }, preValidation: refuseForeignOrigin() }, async (socket, request) => {
      const token = (request.query as { access_token?: string }).access_token;
      const user = token ? await userForToken(context, token).then((u) => (u ? { ...u, via: 'bearer' as const } : null)) : await authenticate(context, request).catch(() => null);
      if (!user) {
        socket.close(4401, 'Unauthenticated');
        return;
      }
      hub.accept(socket, user);
    });

    app.post(
      '/api/broadcasting/auth',
      { schema: { body: z.object({ socket_id: safeId(), channel_name: safeText({ max: 200 }) }), tags: ['live'], response: PostBroadcastingAuthReplies } },
      async (request) => {
        const user = await authenticate(context, request);
        const channel = request.body.channel_name.replace(/^private-/, '');
        if (!hub.isSocketOf(request.body.socket_id, user.id) || !(await canSubscribe(context, user, channel))) {
          throw new HttpError(403, 'You may not listen to this channel.');
        }
        return { auth: `${request.body.socket_id}:${channel}` };
      },
    );
  };
}
