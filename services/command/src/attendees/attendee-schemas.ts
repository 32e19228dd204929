import { z } from 'zod';
import { EventParams, IdParams } from '@usher/domain/contract/request-params';
import { safeText, safeId, safeJson } from '@usher/domain/validation/safe-text';
import { MAX_BULK_GUESTS } from '@usher/domain/constants/bulk';

const text = safeText({ max: 10_000 }).nullish();
const id = safeId();

export const MemberBody = z.object({
  first_name: text,
  last_name: text,
  email: text,
  phone_number: text,
  // Its length is the domain rule's (255, with the spec's message), as for the other contact fields.
  reference: text,
  // Any spelling a person types ('Deutsch', 'de-DE'): the domain rule reads it, or answers 422.
  language: safeText({ max: 50 }).nullish(),
  parent_attendee_id: id.nullish(),
  /** Values by custom-field id; checked against the event's fields by the domain rules. */
  custom_fields: z.record(safeId(), safeJson()).optional(),
});

/** A field (or nothing) per column of the file. */
export const UploadMapping = z.array(safeText({ max: 50 }).nullable()).max(500);
/** The mapping step's "empty cells clear values": off, an empty cell leaves a known guest's value as it is. */
export const EmptyCellsClear = z.boolean().optional();

/** Either guests typed in (`members`) or an uploaded file's import with its column mapping (`upload`). */
export const AddAttendeesBody = z.object({
  members: z.array(MemberBody).max(1000).optional(),
  upload: z.object({ id: safeId(), mapping: UploadMapping, empty_cells_clear: EmptyCellsClear }).optional(),
});
/** `tags`, when given, are the guest's tag ids exactly (added and removed to match). */
export const UpdateAttendeeBody = MemberBody.omit({ parent_attendee_id: true }).extend({ tags: z.array(id).max(500).optional() });
export const AttendeeIdsBody = z.object({ attendees: z.array(id).max(MAX_BULK_GUESTS) });
export const RsvpBody = z.object({ rsvp: z.boolean().nullable() });
export const ApprovalBody = z.object({ approval: z.boolean().nullable() });
export const BulkRsvpBody = AttendeeIdsBody.extend({ rsvp: z.boolean().nullable() });
export const BulkApprovalBody = AttendeeIdsBody.extend({ approval: z.boolean().nullable() });
export { EventParams };
export const AttendeeParams = IdParams;
