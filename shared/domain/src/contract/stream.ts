import { WebsocketUpgradeSchema } from './common.ts';

/** GET /api/v2/stream/ws */
export const GetStreamWsReplies = { 101: WebsocketUpgradeSchema };
