import { loadEvent } from '../access/event-access.ts';
import { copiedPassField } from '../events/duplication/copied-id.ts';
import type { DuplicationPart } from '../events/duplication/duplication-part.ts';
import { decideOnCopy } from '../events/duplication/source-streams.ts';

/**
 * How the event's badges print (size, the field under the name, what else
 * shows): one EventBadgeLayoutChanged, as the badge screen makes. Runs after
 * the custom fields: the field under the name is the copy's field.
 */
export const badgeLayoutDuplicationPart: DuplicationPart = {
  key: 'badge_layout',
  label: 'Badge layout',
  async copy(context, job) {
    const layout = (await loadEvent(context, job.source_uuid)).pass.badge_layout;
    const secondary_field = layout.secondary_field === null ? null : copiedPassField(job.target_uuid, layout.secondary_field);
    const result = await decideOnCopy(context, job, { type: 'ChangeBadgeLayout', badge_layout: { ...layout, secondary_field } });
    return { copied: result.appended.length };
  },
};
