import { z } from 'zod';

// How an event's printed name badges look (issue 32, section 3). It lives on the event's stream,
// `event-{uuid}`, beside the pass settings whose colours and logo the badge takes. It describes
// the event, not a guest: no personal data.

export const BadgeLayoutData = z.object({
  size: z.enum(['4x3', '4x6', 'a6', 'avery_5392']).describe("The badge's size: 4x3 or 4x6 inches, A6, or Avery 5392 sheets (six 4x3 badges on US Letter)."),
  secondary_field: z.string().nullable().describe('The guest field printed under the name, such as a company: custom_fields.{id}; null for none.'),
  show_ticket_variation: z.boolean().describe("Whether the badge prints the guest's ticket variation."),
  show_host_group: z.boolean().describe("Whether the badge prints the guest's host group."),
  show_table: z.boolean().describe("Whether the badge prints the guest's table."),
  show_qr: z.boolean().describe("Whether the badge prints the guest's pass QR code."),
  show_logo: z.boolean().describe("Whether the badge prints the pass settings' logo."),
});

export const EventBadgeLayoutChanged = z
  .object({ badge_layout: BadgeLayoutData.describe('The whole badge layout after the change.') })
  .describe("An organiser changed how the event's printed badges look.");
