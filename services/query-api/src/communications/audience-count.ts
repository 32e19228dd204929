import type { Audience } from '@usher/domain/guest-selection/audience';
import { audienceCount } from '@usher/read-models/guest-selection/audience';
import type { ServiceContext } from '@usher/infra/context';

/**
 * How many guests an audience reaches now, and how many more it holds whose
 * addresses are on the organisation's suppression list (they get nothing).
 */
export async function countAudience(context: ServiceContext, eventUuid: string, audience: Audience) {
  const [reached, all] = await Promise.all([
    audienceCount(context.db, eventUuid, audience, { excludeSuppressed: true }),
    audienceCount(context.db, eventUuid, audience, { excludeSuppressed: false }),
  ]);
  return { data: { count: reached, suppressed: all - reached } };
}
