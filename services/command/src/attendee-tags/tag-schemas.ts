import { z } from 'zod';
import { IdParams } from '@usher/domain/contract/request-params';
import { safeText, safeId } from '@usher/domain/validation/safe-text';
import { MAX_BULK_GUESTS } from '@usher/domain/constants/bulk';

// Names and colours are checked by the decider, so a missing or long name gets
// the spec's own message rather than a generic 'invalid'.
const text = safeText({ max: 10_000 }).nullish();
const id = safeId();

export const TagEventParams = z.object({ e: safeId() });
export const TagParams = IdParams;
export const AddTagBody = z.object({ name: text, color: text });
export const UpdateTagBody = z.object({ name: text, color: text });
export const BulkAddTagsBody = z.object({ attendees: z.array(id).max(MAX_BULK_GUESTS), tags: z.array(id).max(500) });
/** `tags` on PUT /events/attendees/{id}: the guest's tags, exactly. */
export const AttendeeTagIds = z.array(id).max(500);
