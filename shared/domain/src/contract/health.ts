import { z } from 'zod';

/** GET /api/health: the process answers, how many events the read models and senders have set aside, and whether they keep up. */
export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']).describe('degraded: a read model is further behind than lag_threshold_seconds (reasons say which, and why).'),
  projection_failures: z
    .number()
    .int()
    .describe(
      'Events a read model, the mail dispatcher or the webhook matcher could not handle and set aside, not yet resolved (details: GET /api/v2/admin/projection-failures).',
    ),
  lag_threshold_seconds: z.number().describe('The lag past which the instance is degraded (HEALTH_LAG_SECONDS).'),
  projections: z
    .array(z.object({ name: z.string(), lag_seconds: z.number().describe('How long the oldest event it has not applied has waited; 0 when none waits.') }))
    .describe('Every read model and its lag.'),
  horizon_held_seconds: z.number().describe('How long the oldest open transaction that holds back every reader of the log has been open.'),
  reasons: z.array(z.string()).describe('Why the instance is degraded, in words; empty when it is not.'),
});
export const HealthReplies = { 200: HealthSchema };
