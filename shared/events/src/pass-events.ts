import { z } from 'zod';

// How an event's passes look (spec section 3, 'Pass settings') and what they tell the guest
// (section 3, 'Event data'). Both live on the event's stream, `event-{uuid}`. Neither holds
// personal data: they describe the event, not a guest.

const colour = z.string().describe('A colour as #RRGGBB.');
const image = z.string().nullable().describe('An image: the /media/{id} address of a pass upload; null for none.');

export const InvitePassSettings = z.object({
  background_color: colour.describe('Page background behind the invitation card, #RRGGBB.'),
  pass_background_color: colour.describe("The invitation card's background, #RRGGBB."),
  pass_text_color: colour.describe("The invitation card's text colour, #RRGGBB."),
  show_time: z.boolean().describe("Whether the invitation shows the event's date and time."),
  show_location: z.boolean().describe("Whether the invitation shows the event's location."),
  text: z.string().nullable().describe('A message from the organiser printed on the invitation; null for none.'),
});

export const AccessPassSettings = z.object({
  background_color: colour.describe("The pass's background before check-in, #RRGGBB."),
  text_color: colour.describe("The pass's text colour before check-in, #RRGGBB."),
  logo_image: image.describe('Logo shown at the top of the pass before check-in; null for none.'),
  background_image: image.describe('Background image of the pass before check-in; null for none.'),
  hide_qr: z.boolean().describe('True hides the QR code (events that do not scan passes at the door).'),
  checked_in_title: z.string().describe("Heading the pass shows once the guest is checked in (default 'Arrived')."),
  checked_in_logo_image: image.describe('Logo shown once the guest is checked in; null keeps the logo_image.'),
  checked_in_background_image: image.describe('Background image once the guest is checked in; null for none.'),
  checked_in_background_color: colour.describe("The pass's background once the guest is checked in, #RRGGBB."),
  checked_in_text_color: colour.describe("The pass's text colour once the guest is checked in, #RRGGBB."),
});

export const PassSettingsData = z.object({
  invite: InvitePassSettings.describe('The invitation pass (before the guest has an access pass).'),
  access: AccessPassSettings.describe('The access pass guests show at the door.'),
});

export const EventDataData = z.object({
  seating_assignment_enabled: z.boolean().describe('Whether guests are assigned seats for this event.'),
  seating_assignment_pass_display_enabled: z.boolean().describe("Whether the pass shows the guest's seat once seated."),
  pass_type: z.enum(['access_pass', 'ticket']).describe("What the pass is called: access_pass ('Access Pass') or ticket ('Ticket')."),
  enabled_seating_fields: z.array(z.string()).describe('Which seat parts the pass shows: section, row_no, table_no, seat_no.'),
  enabled_fields_before_checkin: z
    .boolean()
    .describe('Whether the chosen fields show before check-in (fields_order_before_checkin); false shows them only after.'),
  fields_order_before_checkin: z.array(z.string()).describe('Guest fields the pass shows before check-in, in order: built-in keys or custom_fields.{id}.'),
  fields_order_after_checkin: z.array(z.string()).describe('Guest fields the pass shows after check-in, in order: built-in keys or custom_fields.{id}.'),
  check_in_enabled: z.boolean().describe('Whether guests are checked in at the door with their pass.'),
  attire: z.string().nullable().describe('Dress code shown on the pass; null for none.'),
  wifi_network: z.string().nullable().describe('Wi-Fi network name shown on the pass; null for none.'),
  wifi_password: z
    .string()
    .nullable()
    .describe('Wi-Fi password shown to every guest on the pass (event information, not a credential of the product); null for none.'),
  website_name: z.string().nullable().describe("Label of the event's website link on the pass; null uses the address."),
  website_url: z.string().nullable().describe("The event's website, an http(s) URL; null for none."),
});

export const EventPassSettingsChanged = z
  .object({ pass_settings: PassSettingsData.describe('The whole pass settings after the change.') })
  .describe("An organiser changed how the event's passes look.");

export const EventDataChanged = z
  .object({ event_data: EventDataData.describe('The whole event data after the change.') })
  .describe("An organiser changed what the event's passes tell guests (attire, Wi-Fi, website, fields shown, seating display).");
