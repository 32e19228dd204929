import type { z } from 'zod';
import type { AlertAudienceData } from '@usher/events';

/**
 * Who a communication goes to (spec section 7 Alerts), as the log keeps it: the
 * guest list's filters, a saved tab, tags, a host group, hand-picked guests.
 * The command side checks one, the read models select its guests.
 */
export type Audience = z.infer<typeof AlertAudienceData>;

/** The whole guest list: no condition. */
export const EVERYONE: Audience = Object.freeze({ filters: [], tab_id: null, tag_ids: [], except_tag_ids: [], host_group_id: null, attendee_ids: null });
