import { z } from 'zod';
import {
  JourneyActionData,
  JourneyBlockData,
  JourneyConditionData,
  JourneyGraphData,
  JourneyStepData,
  JOURNEY_ACTION_TYPES,
  JOURNEY_STEP_TYPES,
} from '@usher/events';
import { OrganisationBrandSchema, PageMetaSchema, PositionSchema } from './common.ts';
import { EventParams, pagingQuery } from './request-params.ts';
import { safeId, safeText } from '../validation/safe-text.ts';
import { JOURNEY_LIMITS } from '../journeys/journey-graph.ts';
import { GUEST_LANGUAGES } from '../i18n/languages.ts';
import { objectAbilitiesSchema } from './abilities.ts';

// Journeys (issue 21; spec section 7 Journeys): the organiser's API (editor
// writes, viewer reads) and the guest's public API keyed by the invitation
// token of /rsvp/{token}. Request bodies use the boundary's text type and
// arrays bounded by JOURNEY_LIMITS; replies are plain zod (the graph's own
// schemas, as the events hold them).

const name = safeText({ max: JOURNEY_LIMITS.nameLength });
const label = safeText({ max: JOURNEY_LIMITS.labelLength });
const id = safeId();
/** A coordinate of the editor's canvas: finite and bounded. */
const coordinate = z.number().finite().min(-1_000_000).max(1_000_000);

// ---- Request bodies: the graph, as a person's editor sends it ----

export const JourneyConditionBody = z.discriminatedUnion('type', [
  z.object({ type: z.literal('current_date_after'), date: safeText({ max: 10 }).describe("YYYY-MM-DD, in the event's time zone.") }),
  z.object({ type: z.literal('total_attendees_gt'), number: z.number().int().min(0).max(10_000_000) }),
  z.object({
    type: z.literal('hours_after_invitation'),
    number: z
      .number()
      .finite()
      .min(0)
      .max(24 * 366),
  }),
  z.object({ type: z.literal('rsvp_status'), status: z.enum(['set', 'unset', 'yes', 'no']) }),
  z.object({ type: z.literal('has_tag'), tag_id: id }),
]);

/** A text in other languages than the event's default, by language code, each held to the base text's bound. */
const textTranslations = (text: z.ZodString) => z.object({ en: text.optional(), de: text.optional(), fr: text.optional(), es: text.optional() }).strict();

export const JourneyActionBody = z.object({
  id: id.optional().describe('Absent: the server makes one.'),
  type: z.enum(JOURNEY_ACTION_TYPES),
  label: label.default(''),
  label_translations: textTranslations(label).optional().describe("The button's label in other languages, by language code."),
  to_step_id: id.nullable().default(null).describe('null: the journey ends there, at the pass.'),
  conditions: z.array(JourneyConditionBody).max(JOURNEY_LIMITS.conditionsPerAction).default([]),
});

export const JourneyBlockBody = z.object({
  id: id.optional().describe('Absent: the server makes one.'),
  type: JourneyBlockData.shape.type,
  text: safeText({ max: JOURNEY_LIMITS.textLength, multiline: true }).default(''),
  text_translations: textTranslations(safeText({ max: JOURNEY_LIMITS.textLength, multiline: true }))
    .optional()
    .describe("The block's text in other languages, by language code."),
  media_id: id.nullable().default(null),
  url: safeText({ max: 2048 }).nullable().default(null),
});

export const JourneyPositionBody = z.object({ x: coordinate, y: coordinate });

export const JourneyStepBody = z.object({
  id: id.optional().describe('Absent: the server makes one.'),
  type: z.enum(JOURNEY_STEP_TYPES),
  name: name.default(''),
  name_translations: textTranslations(name).optional().describe("The step's name in other languages, by language code."),
  position: JourneyPositionBody.default({ x: 0, y: 0 }),
  blocks: z.array(JourneyBlockBody).max(JOURNEY_LIMITS.blocksPerStep).default([]),
  form_fields: z
    .array(safeText({ max: 120 }))
    .max(JOURNEY_LIMITS.formFieldsPerStep)
    .default([]),
  actions: z.array(JourneyActionBody).max(JOURNEY_LIMITS.actionsPerStep).default([]),
});

/** POST /events/{e}/journeys/create */
export const CreateJourneyBody = z.object({
  name,
  template_key: safeId(60).nullable().optional().describe('A default template to start from (GET default-templates).'),
});
/** PUT /events/{e}/journeys/{id}: any of these; `publish: true` publishes the draft as a new version (422 when it is not complete). */
export const UpdateJourneyBody = z.object({
  name: name.optional(),
  start_step_id: id.optional(),
  is_default: z.boolean().optional(),
  publish: z.literal(true).optional(),
});
/** PUT /events/{e}/journeys/{id}/add-step */
export const AddJourneyStepBody = z.object({ step: JourneyStepBody });
/** PUT /events/{e}/journeys/{id}/{step}/update-step: what changes (actions have their own route). */
export const UpdateJourneyStepBody = z.object({
  name: name.optional(),
  name_translations: textTranslations(name).optional().describe("The step's name in other languages, by language code; the whole set, {} for none."),
  type: z.enum(JOURNEY_STEP_TYPES).optional(),
  position: JourneyPositionBody.optional(),
  blocks: z.array(JourneyBlockBody).max(JOURNEY_LIMITS.blocksPerStep).optional(),
  form_fields: z
    .array(safeText({ max: 120 }))
    .max(JOURNEY_LIMITS.formFieldsPerStep)
    .optional(),
});
/** PUT /events/{e}/journeys/{id}/{step}/update-action: the step's whole list of actions and branches. */
export const UpdateJourneyActionsBody = z.object({ actions: z.array(JourneyActionBody).max(JOURNEY_LIMITS.actionsPerStep) });

export const JourneyParams = EventParams.extend({ id });
export const JourneyStepParams = JourneyParams.extend({ step: id });
export const AttendeeInteractionsQuery = z.object({
  attendee_id: id.optional().describe('Only this guest.'),
  ...pagingQuery(),
});

// ---- Replies ----

export const JourneyGraphSchema = JourneyGraphData;
export const JourneyStepSchema = JourneyStepData;
export const JourneyActionSchema = JourneyActionData;
export const JourneyConditionSchema = JourneyConditionData;
export const JourneyBlockSchema = JourneyBlockData;

export const JourneySchema = z.object({
  id: z.string(),
  event_uuid: z.string(),
  name: z.string(),
  is_default: z.boolean(),
  draft: JourneyGraphSchema,
  published_version: z.number().nullable(),
  published: JourneyGraphSchema.nullable(),
  has_unpublished_changes: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  stats: z.object({ started: z.number(), completed: z.number() }),
});
export const JourneyReply = z.object({ data: JourneySchema, abilities: objectAbilitiesSchema('journey') });
export const JourneyCommandReply = z.object({ data: JourneySchema, position: PositionSchema });
export const JourneyListReply = z.object({ data: z.array(JourneySchema), abilities: objectAbilitiesSchema('journey') });
export const JourneyDeleteReply = z.object({ data: z.object({ id: z.string() }), position: PositionSchema });

export const JourneyTemplateSchema = z.object({ key: z.string(), name: z.string(), description: z.string(), graph: JourneyGraphSchema });
export const JourneyTemplateListReply = z.object({ data: z.array(JourneyTemplateSchema) });

export const GroupedInteractionsSchema = z.object({
  version: z
    .number()
    .nullable()
    .describe('The latest published version, whose steps are shown; guests on every version are counted, a step by its id. Null: never published.'),
  steps: z.array(
    z.object({
      step_id: z.string(),
      name: z.string(),
      type: z.enum(JOURNEY_STEP_TYPES),
      reached: z.number().describe('Guests who reached the step.'),
      completed: z.number().describe('Guests who answered it and moved on.'),
      left: z.number().describe('Guests who reached it and are still on it.'),
    }),
  ),
  started: z.number(),
  completed: z.number(),
});
export const GroupedInteractionsReply = z.object({ data: GroupedInteractionsSchema });

export const AttendeeInteractionSchema = z.object({
  attendee_id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  version: z.number(),
  current_step_id: z.string().nullable(),
  completed_at: z.string().nullable(),
  path: z.array(
    z.object({
      step_id: z.string(),
      name: z.string(),
      reached_at: z.string(),
      left_at: z.string().nullable(),
      action_type: z.enum(JOURNEY_ACTION_TYPES).nullable(),
    }),
  ),
});
export const AttendeeInteractionsReply = z.object({ data: z.array(AttendeeInteractionSchema), meta: PageMetaSchema });

// ---- The guest's public journey ----

/** The value of a form field as the guest sends it and the page shows it. */
export const FormValue = z.union([z.string(), z.boolean(), z.array(z.string()), z.null()]);

/** POST /public/journey/{token}/answer */
export const JourneyAnswerBody = z.object({
  step_id: id,
  action_id: id,
  answers: z
    .record(safeText({ max: 120 }), z.union([safeText({ max: 5000, multiline: true }), z.boolean(), z.array(safeText({ max: 1000 })).max(100), z.null()]))
    .default({})
    .refine((answers) => Object.keys(answers).length <= JOURNEY_LIMITS.formFieldsPerStep, { message: `At most ${JOURNEY_LIMITS.formFieldsPerStep} answers.` })
    .describe('Form steps: field key (first_name, last_name, email, phone_number, custom:{id}) → value; a multiple choice takes a list of options.'),
});

export const RenderedBlockSchema = z.discriminatedUnion('type', [
  z.object({ id: z.string(), type: z.literal('heading'), text: z.string() }),
  z.object({ id: z.string(), type: z.literal('text'), text: z.string() }),
  z.object({
    id: z.string(),
    type: z.literal('image'),
    text: z.string().describe('Alternative text.'),
    url: z.string().nullable().describe('The image; null when the media is gone.'),
  }),
  z.object({ id: z.string(), type: z.literal('button'), text: z.string(), url: z.string().nullable() }),
  z.object({
    id: z.string(),
    type: z.literal('event_details'),
    text: z.string(),
    name: z.string(),
    when: z.string().nullable().describe("The dates, in the event's time zone, labelled."),
    where: z.string().nullable(),
    timezone: z.string(),
  }),
  z.object({ id: z.string(), type: z.literal('map'), text: z.string(), location: z.string().nullable(), maps_url: z.string().nullable() }),
  z.object({
    id: z.string(),
    type: z.literal('features'),
    text: z.string(),
    features: z
      .array(
        z.object({
          id: z.string(),
          kind: z.string(),
          title: z.string(),
          body: z.string(),
          items: z.array(z.object({ title: z.string(), detail: z.string(), time: z.string().nullable() })),
          image_url: z.string().nullable(),
        }),
      )
      .describe("The event's visible features, in the organiser's order."),
  }),
]);

export const RenderedFormFieldSchema = z.object({
  key: z.string().describe('first_name, last_name, email, phone_number, or custom:{id}.'),
  label: z.string(),
  kind: z.enum(['text', 'email', 'phone', 'number', 'date', 'single_choice', 'multiple_choice', 'checkbox']),
  options: z.array(z.string()),
  required: z.boolean(),
  value: z.union([z.string(), z.boolean(), z.array(z.string()), z.number(), z.null()]),
});

export const RenderedButtonSchema = z.object({ action_id: z.string(), type: z.enum(JOURNEY_ACTION_TYPES), label: z.string() });

export const RenderedStepSchema = z.object({
  id: z.string(),
  type: z.enum(JOURNEY_STEP_TYPES),
  name: z.string(),
  blocks: z.array(RenderedBlockSchema),
  form_fields: z.array(RenderedFormFieldSchema),
  buttons: z.array(RenderedButtonSchema),
});

export const PublicJourneySchema = z.object({
  event: z.object({
    name: z.string(),
    starts: z.string().nullable().describe('ISO 8601.'),
    ends: z.string().nullable(),
    when: z.string().nullable().describe("The dates, in the event's time zone, labelled."),
    timezone: z.string(),
    location: z.string().nullable(),
  }),
  guest: z.object({
    first_name: z.string(),
    last_name: z.string(),
    rsvp: z.boolean().nullable(),
  }),
  journey_id: z.string(),
  version: z.number(),
  step: RenderedStepSchema.nullable().describe('null: the journey has ended (the pass).'),
  completed: z.boolean(),
  pass_url: z.string().nullable(),
  progress: z.object({
    index: z.number().describe('Steps answered so far.'),
    total_estimate: z.number().describe('Steps answered plus the longest way still ahead.'),
  }),
  organisation: OrganisationBrandSchema.describe('Who invites the guest: the organisation name and logo, shown in place of Usher.'),
  language: z
    .enum(GUEST_LANGUAGES)
    .optional()
    .describe(
      "The page's language: picked on the page (?lang=), else the guest's, the event's, the browser's. Always sent to a guest; the editor's preview has none.",
    ),
});
/** `data` null: the guest has no published journey, and the plain RSVP page answers the invitation. */
export const PublicJourneyReply = z.object({ data: PublicJourneySchema.nullable() });
export const PublicJourneyAnswerReply = z.object({ data: PublicJourneySchema, position: PositionSchema });
/**
 * 409: the step answered is not the guest's current one (`step_not_current`, `data` is where they are), or a
 * Yes found no place free (`event_full`: the guest stays on the step, which offers the waitlist).
 */
export const PublicJourneyConflictReply = z.object({
  message: z.string(),
  code: z.string(),
  data: PublicJourneySchema.optional().describe('Where the guest is, with step_not_current.'),
});

export type Journey = z.infer<typeof JourneySchema>;
export type JourneyTemplate = z.infer<typeof JourneyTemplateSchema>;
export type PublicJourney = z.infer<typeof PublicJourneySchema>;
export type RenderedStep = z.infer<typeof RenderedStepSchema>;
export type RenderedBlock = z.infer<typeof RenderedBlockSchema>;
export type RenderedFormField = z.infer<typeof RenderedFormFieldSchema>;
export type GroupedInteractions = z.infer<typeof GroupedInteractionsSchema>;
export type AttendeeInteraction = z.infer<typeof AttendeeInteractionSchema>;
