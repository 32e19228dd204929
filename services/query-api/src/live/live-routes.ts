import '@fastify/websocket';
import { z } from 'zod';
import { safeText, safeId } from '@usher/domain/validation/safe-text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { userForToken, type AuthUser } from '@usher/infra/http/authenticate';
import { signedInAfterUpgrade } from '@usher/infra/http/optional-sign-in';
import { HttpError } from '@usher/infra/http/errors';
import { canSubscribe } from './channels.ts';
import { EarlyMessages } from './early-messages.ts';
import { refuseForeignOrigin } from './websocket-origin.ts';
import type { WebsocketHub } from './websocket-hub.ts';
import { GetWsReplies, parseLiveClientMessage, PostBroadcastingAuthReplies } from '@usher/domain/contract/live';

// How long a socket without a session cookie or bearer header has to send its `authenticate` message.
const AUTHENTICATE_WITHIN_MS = 10_000;

export function liveRoutes(context: ServiceContext, hub: WebsocketHub): FastifyPluginAsyncZod {
  return async (app) => {
    // The session cookie (or, from a client that can set headers, an Authorization header) authenticates
    // the socket; a page without either sends its token in its first message. Never in the URL, which
    // proxies write in their logs.
    app.get(
      '/api/v2/ws',
      {
        config: { need: ['listen', 'socket'], signIn: 'after_upgrade' },
        websocket: true,
        schema: { hide: true, response: GetWsReplies },
        preValidation: refuseForeignOrigin(),
      },
      async (socket, request) => {
        const early = new EarlyMessages(socket);
        const user = (await signedInAfterUpgrade(request)) ?? (await authenticateByFirstMessage(context, early));
        if (socket.readyState !== socket.OPEN) return;
        if (!user) {
          socket.close(4401, 'Unauthenticated');
          return;
        }
        hub.accept(socket, user, early.release());
      },
    );

    app.post(
      '/api/broadcasting/auth',
      {
        config: { need: 'signed_in' },
        schema: { body: z.object({ socket_id: safeId(), channel_name: safeText({ max: 200 }) }), tags: ['live'], response: PostBroadcastingAuthReplies },
      },
      async (request) => {
        const { user } = request;
        const channel = request.body.channel_name.replace(/^private-/, '');
        if (!hub.isSocketOf(request.body.socket_id, user.id) || !(await canSubscribe(context, user, channel))) {
          throw new HttpError(403, 'You may not listen to this channel.');
        }
        return { auth: `${request.body.socket_id}:${channel}` };
      },
    );
  };
}

/** The user of a socket whose first message is `{ type: 'authenticate', token }`; null for anything else. */
async function authenticateByFirstMessage(context: ServiceContext, early: EarlyMessages): Promise<AuthUser | null> {
  const first = await early.first(AUTHENTICATE_WITHIN_MS);
  if (first === null) return null;
  const message = parseLiveClientMessage(first);
  if (message?.type !== 'authenticate') return null;
  early.dropFirst();
  const user = await userForToken(context, message.token);
  return user ? { ...user, via: 'bearer' } : null;
}
