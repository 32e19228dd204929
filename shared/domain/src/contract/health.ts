import { z } from 'zod';

/** GET /api/health: open, because the health report grows fields (failures, counters) as the product does. */
export const HealthReplies = { 200: z.looseObject({ status: z.string() }) };
