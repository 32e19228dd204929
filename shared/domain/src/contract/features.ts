import { z } from 'zod';
import { FEATURE_KINDS } from '@usher/events';
import { safeId, safeText } from '../validation/safe-text.ts';
import { PositionSchema } from './common.ts';
import {
  FEATURE_BODY_MAX,
  FEATURE_ITEM_DETAIL_MAX,
  FEATURE_ITEM_TIME_MAX,
  FEATURE_ITEM_TITLE_MAX,
  FEATURE_ITEMS_MAX,
  FEATURE_TITLE_MAX,
} from '../features/feature-rules.ts';

// Features of an event (spec section 7 "Custom fields, features, SMTP,
// templates"): /api/v2/events/{e}/features. Bodies take a little more than the
// rules allow, so an over-long title gets the rules' 422 message, not a bare
// schema refusal.

const slack = (max: number) => max * 2;

export const FeatureItemBody = z.object({
  title: safeText({ max: slack(FEATURE_ITEM_TITLE_MAX) }).default(''),
  detail: safeText({ max: slack(FEATURE_ITEM_DETAIL_MAX), multiline: true }).default(''),
  time: safeText({ max: slack(FEATURE_ITEM_TIME_MAX) })
    .nullable()
    .default(null),
});

export const CreateFeatureBody = z.object({
  kind: safeId(50).default('custom'),
  // Optional so a missing title gets the spec's 'The title is required.' from the rules.
  title: safeText({ max: slack(FEATURE_TITLE_MAX) }).default(''),
  body: safeText({ max: slack(FEATURE_BODY_MAX), multiline: true }).default(''),
  items: z.array(FeatureItemBody).max(slack(FEATURE_ITEMS_MAX)).default([]),
  media_id: safeId().nullable().default(null).describe('A media-library image of the organisation, or null.'),
  is_visible: z.boolean().default(true),
});

export const UpdateFeatureBody = z.object({
  kind: safeId(50).optional(),
  title: safeText({ max: slack(FEATURE_TITLE_MAX) }).optional(),
  body: safeText({ max: slack(FEATURE_BODY_MAX), multiline: true }).optional(),
  items: z.array(FeatureItemBody).max(slack(FEATURE_ITEMS_MAX)).optional(),
  media_id: safeId().nullable().optional(),
  is_visible: z.boolean().optional(),
});

export const ReorderFeaturesBody = z.object({ feature_ids: z.array(safeId()).max(200) });

export const FeatureItemSchema = z.object({ title: z.string(), detail: z.string(), time: z.string().nullable() });

export const FeatureSchema = z.object({
  id: z.string(),
  event_uuid: z.string(),
  kind: z.enum(FEATURE_KINDS),
  title: z.string(),
  body: z.string(),
  items: z.array(FeatureItemSchema),
  media_id: z.string().nullable(),
  image_url: z.string().nullable(),
  is_visible: z.boolean(),
  position: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Feature = z.infer<typeof FeatureSchema>;

/** A feature as a guest sees it (the pass, journeys). */
export const GuestFeatureSchema = z.object({
  id: z.string(),
  kind: z.enum(FEATURE_KINDS),
  title: z.string(),
  body: z.string(),
  items: z.array(FeatureItemSchema),
  image_url: z.string().nullable(),
});

/** The command side's answer: the feature as the decider left it. */
export const FeatureCommandSchema = FeatureSchema.omit({ created_at: true, updated_at: true });

/** GET /api/v2/events/:e/features */
export const GetEventsFeaturesReplies = { 200: z.object({ data: z.array(FeatureSchema) }) };
/** GET /api/v2/events/:e/features/:id */
export const GetEventsFeatureReplies = { 200: z.object({ data: FeatureSchema }) };
/** POST /api/v2/events/:e/features */
export const PostEventsFeaturesReplies = { 201: z.object({ data: FeatureCommandSchema, position: PositionSchema }) };
/** PUT /api/v2/events/:e/features/:id */
export const PutEventsFeaturesReplies = { 200: z.object({ data: FeatureCommandSchema, position: PositionSchema }) };
/** POST /api/v2/events/:e/features/reorder */
export const PostEventsFeaturesReorderReplies = { 200: z.object({ data: z.array(FeatureCommandSchema), position: PositionSchema }) };
/** DELETE /api/v2/events/:e/features/:id */
export const DeleteEventsFeaturesReplies = { 200: z.object({ data: z.object({ id: z.string() }), position: PositionSchema }) };
/** GET /api/v2/public/pass/:token/features */
export const GetPublicPassFeaturesReplies = { 200: z.object({ data: z.array(GuestFeatureSchema) }) };
