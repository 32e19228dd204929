import { z } from 'zod';
import { WebsocketUpgradeSchema } from './common.ts';

/** GET /api/v2/ws */
export const GetWsReplies = { 101: WebsocketUpgradeSchema };

/** POST /api/broadcasting/auth */
export const PostBroadcastingAuthReplies = { 200: z.object({ auth: z.string() }) };
