import { z } from 'zod';
import { WebsocketUpgradeSchema } from './common.ts';

/** GET /api/v2/ws */
export const GetWsReplies = { 101: WebsocketUpgradeSchema };

/** POST /api/broadcasting/auth */
export const PostBroadcastingAuthReplies = { 200: z.object({ auth: z.string() }) };

/**
 * The live protocol of /api/v2/ws, one schema for the three parties that speak
 * it: the projection runner that publishes a change (over NOTIFY), the
 * websocket hub that fans it out, and the dashboard's realtime client.
 */

/** What a projection publishes after a batch commits: which screens of which event changed, and up to where. */
export const ProjectionChangeMessageSchema = z.object({
  projection: z.string(),
  event_uuid: z.string(),
  /** The changed rows (guests, groups, …), or null for "many": refetch everything the projection shows. */
  ids: z.array(z.string()).nullable(),
  /** The log position the projection has passed: a reader may ask for it again (X-Min-Position). */
  position: z.string(),
  /** The sockets whose own requests caused every change here (they refreshed already); empty when any came from elsewhere. */
  origin_socket_ids: z.array(z.string()),
});
export type ProjectionChangeMessage = z.infer<typeof ProjectionChangeMessageSchema>;

const channel = z.string().max(200);

/** What a client may send. `authenticate` is for a client that has no session cookie (an integrator's page): the first message, never the URL. */
export const LiveClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('authenticate'), token: z.string().max(500) }),
  z.object({ type: z.literal('subscribe'), channel }),
  z.object({ type: z.literal('unsubscribe'), channel }),
  z.object({ type: z.literal('ping') }),
]);
export type LiveClientMessage = z.infer<typeof LiveClientMessageSchema>;

/** The hub's word to a dashboard of a projection change: the change as published, with the channel it went out on. */
export const LiveProjectionMessageSchema = ProjectionChangeMessageSchema.extend({
  type: z.literal('projection'),
  channel: z.string(),
  event_uuid: z.string().optional(),
});
export type LiveProjectionMessage = z.infer<typeof LiveProjectionMessageSchema>;

/** What the server sends. Every subscribe is answered, by `subscribed` or by an `error` naming its channel. */
export type LiveServerMessage =
  | { type: 'hello'; socket_id: string }
  | { type: 'subscribed'; channel: string }
  | { type: 'unsubscribed'; channel: string }
  | { type: 'error'; channel?: string; message: string }
  | { type: 'pong' }
  | LiveProjectionMessage;

/** The message the hub sends every watcher of a change's event. */
export function liveProjectionMessage(change: ProjectionChangeMessage): LiveProjectionMessage {
  return { type: 'projection', channel: `event.${change.event_uuid}`, ...change };
}

/** A client's message from the socket's text: null when it is not JSON or not a message of the protocol. */
export function parseLiveClientMessage(text: string): LiveClientMessage | null {
  const parsed = LiveClientMessageSchema.safeParse(jsonOrNull(text));
  return parsed.success ? parsed.data : null;
}

/** A projection message as a dashboard receives it: null when the server's message is not one of the protocol. */
export function parseLiveProjectionMessage(message: unknown): LiveProjectionMessage | null {
  const parsed = LiveProjectionMessageSchema.safeParse(message);
  return parsed.success ? parsed.data : null;
}

/** A projection change from a notification's payload: null when it is not one. */
export function parseProjectionChange(text: string): ProjectionChangeMessage | null {
  const parsed = ProjectionChangeMessageSchema.safeParse(jsonOrNull(text));
  return parsed.success ? parsed.data : null;
}

function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
