import { z } from 'zod';
import { uuid } from './common.ts';

// Journeys (issue 21; spec sections 2, 4 and 7 Journeys). A journey is the
// path a guest follows after their invitation link: pages, the RSVP, forms and
// the branches between them, ending at the pass. The organiser edits a draft
// on the journey's stream; publishing freezes a numbered version, and each
// guest stays on the version they started. The guest's own progress is on the
// guest's stream, so the audit log, time travel and integrators see it too.

/**
 * A journey's guest-facing text in other languages than the event's default, by language code:
 * a guest of a language with none (or a blank one) reads the base text.
 */
export const JourneyTextTranslationsData = z
  .object({ en: z.string().optional(), de: z.string().optional(), fr: z.string().optional(), es: z.string().optional() })
  .describe("The text in other languages than the event's default, by language code.");

/** A content block of a page (plain text only: rendered as text, never as HTML). */
export const JourneyBlockData = z
  .object({
    id: z.string(),
    type: z.enum(['heading', 'text', 'image', 'button', 'event_details', 'map', 'features']),
    /** heading/text: the words; button: its label; image: its alternative text. */
    text: z.string(),
    /** image: a media library id. */
    media_id: z.string().nullable(),
    /** button: where it leads (https only). */
    url: z.string().nullable(),
    // Optional, so journeys recorded before per-language texts read unchanged (absent: none).
    text_translations: JourneyTextTranslationsData.optional(),
  })
  .describe('A content block of a journey step.');

/** A condition a branch checks (spec section 4, plus has_tag). */
export const JourneyConditionData = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('current_date_after'), date: z.string().describe("YYYY-MM-DD, in the event's time zone.") }),
    z.object({ type: z.literal('total_attendees_gt'), number: z.number().int() }),
    z.object({ type: z.literal('hours_after_invitation'), number: z.number() }),
    z.object({ type: z.literal('rsvp_status'), status: z.enum(['set', 'unset', 'yes', 'no']) }),
    z.object({ type: z.literal('has_tag'), tag_id: z.string() }),
  ])
  .describe('A condition of a branch.');

export const JOURNEY_STEP_TYPES = ['page', 'rsvp', 'form', 'email'] as const;
export const JOURNEY_ACTION_TYPES = ['to', 'rsvp_yes', 'rsvp_no', 'submit_form', 'condition'] as const;

/**
 * What a guest can do on a step (`to`, `rsvp_yes`, `rsvp_no`, `submit_form`:
 * a button) or a branch (`condition`: taken when all its conditions hold).
 * `to_step_id` null: the journey ends there, at the guest's pass.
 */
export const JourneyActionData = z
  .object({
    id: z.string(),
    type: z.enum(JOURNEY_ACTION_TYPES),
    label: z.string(),
    // Optional, so journeys recorded before per-language texts read unchanged (absent: none).
    label_translations: JourneyTextTranslationsData.optional(),
    to_step_id: z.string().nullable(),
    conditions: z.array(JourneyConditionData),
  })
  .describe('An action or branch of a journey step.');

export const JourneyStepData = z
  .object({
    id: z.string(),
    type: z.enum(JOURNEY_STEP_TYPES),
    /** What the editor calls it; guests meet it only where the step has no heading (a screen reader's heading, the form's name). */
    name: z.string(),
    // Optional, so journeys recorded before per-language names read unchanged (absent or empty: none).
    name_translations: JourneyTextTranslationsData.optional(),
    /** Where the editor draws it. */
    position: z.object({ x: z.number(), y: z.number() }),
    blocks: z.array(JourneyBlockData),
    /** form steps: default field keys (first_name, phone, …) and custom fields as `custom:{id}`. */
    form_fields: z.array(z.string()),
    actions: z.array(JourneyActionData),
  })
  .describe('A step of a journey.');

/** A whole journey: its steps and where guests start. */
export const JourneyGraphData = z
  .object({
    start_step_id: z.string().nullable(),
    steps: z.array(JourneyStepData),
  })
  .describe("A journey's steps and its first step.");

const journey = { event_uuid: uuid, journey_id: uuid };

// Stream `journey-{journey_id}`.
export const JourneyCreated = z
  .object({
    ...journey,
    name: z.string(),
    draft: JourneyGraphData,
    duplicated_from: uuid.nullable().describe('The journey this one is a copy of, if any.'),
    template_key: z.string().nullable().describe('The default template it started from, if any.'),
  })
  .describe('An organiser created a journey.');
export const JourneyRenamed = z.object({ ...journey, name: z.string() }).describe('A journey was renamed.');
export const JourneyStepAdded = z.object({ ...journey, step: JourneyStepData }).describe("A step was added to a journey's draft.");
export const JourneyStepUpdated = z
  .object({
    ...journey,
    step_id: z.string(),
    changes: JourneyStepData.pick({ type: true, name: true, name_translations: true, position: true, blocks: true, form_fields: true }).partial(),
  })
  .describe("A step of a journey's draft was changed.");
export const JourneyStepActionsChanged = z
  .object({ ...journey, step_id: z.string(), actions: z.array(JourneyActionData) })
  .describe("The actions and branches of a step of a journey's draft were changed.");
export const JourneyStepRemoved = z
  .object({
    ...journey,
    step_id: z.string(),
    removed_action_ids: z.array(z.string()).describe('Actions of other steps that led to it, removed with it.'),
  })
  .describe("A step was removed from a journey's draft.");
export const JourneyStartStepChanged = z.object({ ...journey, step_id: z.string() }).describe("A journey's first step was changed.");
export const JourneyPublished = z
  .object({
    ...journey,
    version: z.number().int().positive(),
    graph: JourneyGraphData,
  })
  .describe("A journey's draft was published as a new version: guests who start from now on follow it.");
export const JourneyMadeDefault = z
  .object({ ...journey, is_default: z.boolean() })
  .describe('A journey became (or stopped being) the one invitations lead to by default.');
export const JourneyDeleted = z.object({ ...journey }).describe('A journey was deleted; guests on it finish on the plain RSVP page.');

const guestJourney = { event_uuid: uuid, attendee_id: uuid, journey_id: uuid, version: z.number().int().positive() };

// On the guest's stream `attendee-{attendee_id}`.
export const GuestJourneyStarted = z
  .object({
    ...guestJourney,
    step_id: z.string(),
    via: z.enum(['invitation', 'host_link', 'public_link']),
  })
  .describe('A guest opened their journey for the first time.');
export const GuestJourneyStepAnswered = z
  .object({
    ...guestJourney,
    step_id: z.string(),
    action_id: z.string(),
    action_type: z.enum(JOURNEY_ACTION_TYPES),
    answered_fields: z.array(z.string()).describe('The fields the guest answered (their values change the guest through its own events).'),
    next_step_id: z.string().nullable().describe('Where the journey took them: null, to their pass.'),
  })
  .describe('A guest answered a step of their journey and moved on.');
export const GuestJourneyCompleted = z.object({ ...guestJourney }).describe('A guest reached the end of their journey: their pass.');
