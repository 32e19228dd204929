import type { Projection } from './runner/projection.ts';
import { guestListProjection } from './guest-list/guest-list-projection.ts';
import { eventListProjection } from './events/event-list-projection.ts';
import { activityFeedProjection } from './activity-feed/activity-feed-projection.ts';

export const allProjections: Projection[] = [eventListProjection, guestListProjection, activityFeedProjection];
