import { z } from 'zod';

/** GET /api/health: the process answers, and how many events the read models have set aside. */
export const HealthSchema = z.object({
  status: z.literal('ok'),
  projection_failures: z
    .number()
    .int()
    .describe('Events a read model could not apply and set aside, not yet resolved by a rebuild (details: GET /api/v2/admin/projection-failures).'),
});
export const HealthReplies = { 200: HealthSchema };
