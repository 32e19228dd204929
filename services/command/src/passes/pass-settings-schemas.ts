import { z } from 'zod';
import { safeText, safeId } from '@usher/domain/validation/safe-text';

// Shapes only: the domain rules (shared/domain/src/passes) give the spec's messages for values.
const text = safeText({ max: 10_000 }).nullable();
const colour = safeText({ max: 100 });

export const PassSettingsBody = z.object({
  invite: z
    .object({
      background_color: colour,
      pass_background_color: colour,
      pass_text_color: colour,
      show_time: z.boolean(),
      show_location: z.boolean(),
      text: safeText({ max: 10_000, multiline: true }).nullable(),
    })
    .partial()
    .optional(),
  access: z
    .object({
      background_color: colour,
      text_color: colour,
      logo_image: text,
      background_image: text,
      hide_qr: z.boolean(),
      checked_in_title: safeText({ max: 10_000 }),
      checked_in_logo_image: text,
      checked_in_background_image: text,
      checked_in_background_color: colour,
      checked_in_text_color: colour,
    })
    .partial()
    .optional(),
});

const fieldKeys = z.array(safeId()).max(1000);

export const EventDataBody = z
  .object({
    seating_assignment_enabled: z.boolean(),
    seating_assignment_pass_display_enabled: z.boolean(),
    pass_type: z.enum(['access_pass', 'ticket']),
    enabled_seating_fields: fieldKeys,
    enabled_fields_before_checkin: z.boolean(),
    fields_order_before_checkin: fieldKeys,
    fields_order_after_checkin: fieldKeys,
    check_in_enabled: z.boolean(),
    attire: text,
    wifi_network: text,
    wifi_password: text,
    website_name: text,
    website_url: text,
  })
  .partial();
