import { z } from 'zod';
import { EventParams } from '@usher/domain/contract/request-params';
import { safeText, safeId } from '@usher/domain/validation/safe-text';
import { MAX_BULK_GUESTS } from '@usher/domain/constants/bulk';

/** Shapes only; the domain rules give the spec's messages for values. */
export const CustomFieldBody = z.object({
  label: safeText({ max: 10_000 }).nullish(),
  type: safeId().nullish(),
  options: z
    .array(safeText({ max: 10_000 }))
    .max(1000)
    .optional(),
  is_required: z.boolean().optional(),
  ordering: z.number().int().min(0).max(100_000).optional(),
});
export const CustomFieldChangesBody = CustomFieldBody.partial();

const defaultField = z.object({ is_visible: z.boolean(), is_required: z.boolean() });
export const DefaultFieldsBody = z.object({
  default_fields: z.object({ last_name: defaultField, email: defaultField, phone_number: defaultField }).partial(),
});

export const TicketVariationsBody = z.object({
  ticket_variations: z
    .array(
      z.object({
        id: safeId().nullish(),
        name: safeText({ max: 10_000 }).nullish(),
        type: z.enum(['access_pass', 'ticket']),
        is_default: z.boolean().default(false),
      }),
    )
    .max(1000),
});

export const BulkTicketVariationBody = z.object({ attendees: z.array(safeId()).max(MAX_BULK_GUESTS), ticket_variation_id: safeId() });

export { EventParams };
export const FieldParams = z.object({ e: safeId(), id: safeId() });
