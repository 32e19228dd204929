import { loadEvent } from '../../../access/event-access.ts';
import { copiedPassField } from '../copied-id.ts';
import type { DuplicationPart } from '../duplication-part.ts';
import { decideOnCopy } from '../source-streams.ts';

/**
 * What the passes say (pass type, attire, seat parts, the guest fields shown
 * before and after check-in): one EventDataChanged. Runs after the custom
 * fields: the fields a pass shows name the copy's fields.
 */
export const eventDataPart: DuplicationPart = {
  key: 'event_data',
  label: 'Pass content',
  async copy(context, job) {
    const source = await loadEvent(context, job.source_uuid);
    const data = source.pass.event_data;
    const remap = (key: string) => copiedPassField(job.target_uuid, key);
    const result = await decideOnCopy(context, job, {
      type: 'ChangeEventData',
      event_data: {
        ...data,
        fields_order_before_checkin: data.fields_order_before_checkin.map(remap),
        fields_order_after_checkin: data.fields_order_after_checkin.map(remap),
      },
    });
    return { copied: result.appended.length };
  },
};
