import { z } from 'zod';
import { uuid } from './common.ts';

// Guest fields an event defines (custom fields, which built-in fields its
// forms show and require, its ticket variations) and the values guests hold.

export const CUSTOM_FIELD_TYPES = ['text', 'number', 'date', 'single_choice', 'multiple_choice', 'checkbox'] as const;
export const CustomFieldType = z.enum(CUSTOM_FIELD_TYPES);

export const CustomFieldDefinition = z.object({
  label: z.string(),
  type: CustomFieldType,
  options: z.array(z.string()),
  is_required: z.boolean(),
  ordering: z.number().int(),
});

export const CustomFieldAdded = CustomFieldDefinition.extend({ field_id: uuid }).describe('A custom guest field was added to the event.');
export const CustomFieldUpdated = z
  .object({ field_id: uuid, changes: CustomFieldDefinition.partial() })
  .describe('A custom guest field was changed (only the changed properties).');
export const CustomFieldDeleted = z.object({ field_id: uuid }).describe('A custom guest field was deleted.');

export const DEFAULT_FIELD_KEYS = ['last_name', 'email', 'phone_number'] as const;
export const DefaultFieldSetting = z.object({ is_visible: z.boolean(), is_required: z.boolean() });
export const DefaultFieldsSet = z
  .object({
    default_fields: z.object({ last_name: DefaultFieldSetting, email: DefaultFieldSetting, phone_number: DefaultFieldSetting }),
  })
  .describe("Which built-in guest fields the event's forms show and require.");

export const TicketVariationType = z.enum(['access_pass', 'ticket']);
export const TicketVariation = z.object({ id: uuid, name: z.string(), type: TicketVariationType, is_default: z.boolean() });
export const TicketVariationsSet = z.object({ ticket_variations: z.array(TicketVariation) }).describe("The event's ticket variations, as a whole list.");

/** A guest's custom-field values that changed; null clears a value. */
export const CustomFieldValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]);
export const AttendeeCustomFieldsSet = z
  .object({ event_uuid: uuid, values: z.record(z.string(), CustomFieldValue).describe('By custom field id; null clears a value.') })
  .describe("A guest's custom-field values changed (only the changed ones).");
export const AttendeeTicketVariationSet = z
  .object({ event_uuid: uuid, ticket_variation_id: uuid.nullable() })
  .describe("The guest's ticket variation was set or cleared.");
