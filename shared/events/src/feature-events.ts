import { z } from 'zod';
import { uuid } from './common.ts';

// The event's features (issue 21; spec section 7 "Features"): guest-facing
// content blocks (an agenda, a menu, questions and answers, a venue map, a
// dress code, sponsors, or the organiser's own) shown on the guest's pass and
// in journeys, in the order the organiser sets. One stream per event,
// `event-features-{eventUuid}`, like the guest list's tabs: a reorder names
// every feature at once, and one stream keeps that order consistent.

export const FEATURE_KINDS = ['agenda', 'menu', 'faq', 'venue_map', 'dress_code', 'sponsors', 'custom'] as const;
export const FeatureKind = z.enum(FEATURE_KINDS);

/** One line of an agenda, a menu, a question and its answer, or a sponsor. */
export const FeatureItemData = z.object({
  title: z.string(),
  detail: z.string(),
  /** The organiser's words for when ('18:30', 'After dinner'); null when the line has no time. */
  time: z.string().nullable(),
});

export const FeatureContentData = z.object({
  kind: FeatureKind,
  title: z.string(),
  /** Plain text, shown as text (never HTML). */
  body: z.string(),
  items: z.array(FeatureItemData),
  /** An image of the organisation's media library, or none. */
  media_id: uuid.nullable(),
  is_visible: z.boolean(),
});

export const EventFeatureAdded = FeatureContentData.extend({ event_uuid: uuid, feature_id: uuid }).describe(
  'A feature (an agenda, a menu, questions and answers, …) was added to the event; it goes last.',
);
export const EventFeatureUpdated = z
  .object({ event_uuid: uuid, feature_id: uuid, changes: FeatureContentData.partial() })
  .describe('A feature of the event changed (only what changed).');
export const EventFeaturesReordered = z
  .object({ event_uuid: uuid, feature_ids: z.array(uuid).describe('Every feature, in the new order.') })
  .describe("The event's features were put in a new order.");
export const EventFeatureRemoved = z.object({ event_uuid: uuid, feature_id: uuid }).describe('A feature was removed from the event.');
