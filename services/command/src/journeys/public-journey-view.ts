import type { AttendeeState } from '@usher/domain/deciders/attendee-decider';
import type { EventState } from '@usher/domain/deciders/event-decider';
import { clockZone, wallClockAt } from '@usher/domain/format/zone-clock';
import { guestWords } from '@usher/domain/i18n/guest-words';
import { resolveGuestLanguage, type GuestLanguage } from '@usher/domain/i18n/languages';
import type { MessageKey } from '@usher/domain/i18n/catalogues/en';
import { DEFAULT_BUTTON_WORDS } from '@usher/domain/journeys/product-words';
import {
  ACTION_LABELS,
  JOURNEY_CUSTOM_FIELD_PREFIX,
  stepById,
  stepInLanguage,
  targetsOf,
  triggersOf,
  type JourneyFacts,
  type JourneyGraph,
  type JourneyStep,
} from '@usher/domain/journeys/index';
import type { PublicJourney, RenderedBlock, RenderedFormField, RenderedStep } from '@usher/domain/contract/journeys';
import { attendingGuestCount } from '@usher/infra/eventstore/log-lookups';
import { passLinksAt } from '@usher/infra/http/pass-links';
import type { ServiceContext } from '@usher/infra/context';
import type { OrganisationBrand } from '@usher/domain/organisations/organisation-brand';
import type { ChosenJourney } from './public-journey-choice.ts';
import { visibleFeaturesFromStream } from './journey-features.ts';
import { eventAsShown } from '../invitations/event-as-shown.ts';

// What the guest's journey page shows: the event, the step they are on with
// its blocks, questions and buttons resolved, and how far they have come.

// The contact fields' labels and the buttons' default words are the product's, so in the guest's language.
const CONTACT_FIELDS: Record<string, { label: MessageKey; kind: RenderedFormField['kind'] }> = {
  first_name: { label: 'plusOne.firstName', kind: 'text' },
  last_name: { label: 'plusOne.lastName', kind: 'text' },
  email: { label: 'plusOne.email', kind: 'email' },
  phone_number: { label: 'journey.phoneNumber', kind: 'phone' },
};
export const CUSTOM_FIELD_PREFIX = JOURNEY_CUSTOM_FIELD_PREFIX;

const mapsLink = (where: string | null) => (where ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(where)}` : null);

/** The form fields of a step as the page asks them, with the guest's current answers; fields since deleted are left out. */
function formFieldsOf(step: JourneyStep, guest: AttendeeState, event: EventState, language: GuestLanguage): RenderedFormField[] {
  const t = guestWords(language);
  const fields: RenderedFormField[] = [];
  for (const key of step.form_fields) {
    const contact = CONTACT_FIELDS[key];
    if (contact) {
      const setting = key === 'first_name' ? { is_required: true } : event.fields.default_fields[key as keyof EventState['fields']['default_fields']];
      fields.push({
        key,
        label: t(contact.label),
        kind: contact.kind,
        options: [],
        required: setting?.is_required ?? false,
        value: (guest[key as keyof typeof CONTACT_FIELDS & keyof AttendeeState] as string | null) ?? null,
      });
      continue;
    }
    const custom = key.startsWith(CUSTOM_FIELD_PREFIX)
      ? event.fields.custom_fields.find((field) => field.id === key.slice(CUSTOM_FIELD_PREFIX.length))
      : undefined;
    if (custom)
      fields.push({
        key,
        label: custom.label,
        kind: custom.type,
        options: custom.options,
        required: custom.is_required,
        value: guest.custom_fields[custom.id] ?? null,
      });
  }
  return fields;
}

async function blocksOf(context: ServiceContext, step: JourneyStep, event: EventState, eventUuid: string, language: GuestLanguage): Promise<RenderedBlock[]> {
  const { summary } = eventAsShown(event, language);
  const needsFeatures = step.blocks.some((block) => block.type === 'features');
  const features = needsFeatures ? await visibleFeaturesFromStream(context, eventUuid) : [];
  return step.blocks.map((block): RenderedBlock => {
    const { id, text } = block;
    switch (block.type) {
      case 'heading':
      case 'text':
        return { id, type: block.type, text };
      case 'image':
        return { id, type: 'image', text, url: block.media_id ? `/media/${block.media_id}` : null };
      case 'button':
        return { id, type: 'button', text, url: block.url };
      case 'event_details':
        return { id, type: 'event_details', text, name: summary.name, when: summary.when, where: summary.where, timezone: summary.timezone };
      case 'map':
        return { id, type: 'map', text, location: summary.where, maps_url: mapsLink(summary.where) };
      case 'features':
        return { id, type: 'features', text, features };
    }
  });
}

/**
 * One step for the guest, in `language` (the page's: chosen on it, else the guest's own, the event's default,
 * the browser's): the organiser's texts where written in it, the base texts elsewhere, and the product's own
 * words (contact fields, default buttons) from the guest catalogues.
 */
export async function renderStep(
  context: ServiceContext,
  written: JourneyStep,
  guest: AttendeeState,
  event: EventState,
  language: GuestLanguage = resolveGuestLanguage({ guest: guest.language, event: event.settings.default_language }),
): Promise<RenderedStep> {
  const step = stepInLanguage(written, language);
  const t = guestWords(language);
  const defaultLabel = (type: keyof typeof ACTION_LABELS) => {
    const key = DEFAULT_BUTTON_WORDS[type];
    return key ? t(key) : ACTION_LABELS[type];
  };
  return {
    id: step.id,
    type: step.type,
    name: step.name,
    blocks: await blocksOf(context, step, event, guest.event_uuid!, language),
    form_fields: formFieldsOf(step, guest, event, language),
    buttons: triggersOf(step).map((action) => ({ action_id: action.id, type: action.type, label: action.label.trim() || defaultLabel(action.type) })),
  };
}

/** The most steps still ahead from a step, itself included (journeys have no loops). */
function stepsAhead(graph: JourneyGraph, stepId: string, memo = new Map<string, number>()): number {
  const known = memo.get(stepId);
  if (known !== undefined) return known;
  const step = stepById(graph, stepId);
  const ahead = step ? 1 + Math.max(0, ...targetsOf(step).map((target) => stepsAhead(graph, target, memo))) : 0;
  memo.set(stepId, ahead);
  return ahead;
}

/** Whether some branch of the journey asks how many guests said Yes (counting them walks the event's log). */
const asksAttendeeCount = (graph: JourneyGraph) =>
  graph.steps.some((step) => step.actions.some((action) => action.conditions.some((condition) => condition.type === 'total_attendees_gt')));

/**
 * Today's date on the event's clock ('YYYY-MM-DD'), or in UTC when its zone is unknown or blank, as luxon
 * fell back. Read through the zone clock: luxon's reading of the zone was a tenth of an answer's CPU.
 */
function todayOnEventClock(timezone: string, now: Date): string {
  const clock = wallClockAt((timezone ? clockZone(timezone) : null) ?? clockZone('UTC')!, now.getTime());
  return `${String(clock.year).padStart(4, '0')}-${String(clock.month).padStart(2, '0')}-${String(clock.day).padStart(2, '0')}`;
}

/** The facts the evaluator decides on, as the log has them now (before the guest's answer). */
export async function factsOf(context: ServiceContext, guest: AttendeeState, event: EventState, graph: JourneyGraph): Promise<JourneyFacts> {
  const now = context.clock.now();
  return {
    today: todayOnEventClock(event.settings.timezone, now),
    now: now.toISOString(),
    rsvp: guest.is_attending,
    total_attendees: asksAttendeeCount(graph) ? await attendingGuestCount(context.db, guest.event_uuid!) : 0,
    invited_at: guest.invitation_sent_at,
    tag_ids: guest.tag_ids,
  };
}

/** The whole page: where the guest is on their journey. */
export async function presentJourney(
  context: ServiceContext,
  attendeeId: string,
  guest: AttendeeState,
  page: { event: EventState; organisation: OrganisationBrand },
  chosen: ChosenJourney,
  language: GuestLanguage = 'en',
): Promise<PublicJourney> {
  const { event } = page;
  const progress = guest.guest_journey ?? null;
  const completed = progress?.completed ?? false;
  const step = !completed ? stepById(chosen.graph, progress?.current_step_id ?? chosen.graph.start_step_id) : undefined;
  const answered = progress?.answered ?? 0;
  const { settings } = event;
  return {
    event: eventAsShown(event, language).header,
    guest: { first_name: guest.first_name, last_name: guest.last_name, rsvp: guest.is_attending },
    journey_id: chosen.journey_id,
    version: chosen.version,
    step: step ? await renderStep(context, step, guest, event, language) : null,
    completed,
    pass_url:
      guest.is_attending === true && settings.is_pass_enabled ? (await passLinksAt(context.db, attendeeId, guest.pass_generation ?? 0)).pass_public_link : null,
    progress: { index: answered, total_estimate: answered + (step ? stepsAhead(chosen.graph, step.id) : 0) },
    organisation: page.organisation,
    language,
  };
}
