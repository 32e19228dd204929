import type { MessageKey } from '../i18n/catalogues/en.ts';
import type { JourneyAction, JourneyBlock, JourneyCondition, JourneyGraph, JourneyStep } from './journey-graph.ts';
import { ACTION_LABELS } from './journey-graph.ts';
import { DEFAULT_BUTTON_WORDS, offeredWords } from './product-words.ts';

/**
 * The journeys an organiser can start from (GET default-templates, create
 * with `template_key`). Their ids are readable placeholders: creating a
 * journey from one gives every step and action a new id (withFreshIds).
 */
export interface JourneyTemplate {
  key: string;
  name: string;
  description: string;
  graph: JourneyGraph;
}

// A template's words are written in every guest language (offeredWords): the organiser's to rewrite.
const block = (id: string, type: JourneyBlock['type'], words?: MessageKey): JourneyBlock => {
  if (!words) return { id, type, text: '', media_id: null, url: null };
  const { text, translations } = offeredWords(words);
  return { id, type, text, text_translations: translations, media_id: null, url: null };
};
const action = (id: string, type: JourneyAction['type'], to: string | null, conditions: JourneyCondition[] = []): JourneyAction => {
  const words = DEFAULT_BUTTON_WORDS[type];
  if (!words) return { id, type, label: type === 'condition' ? '' : ACTION_LABELS[type], to_step_id: to, conditions };
  const { text, translations } = offeredWords(words);
  return { id, type, label: text, label_translations: translations, to_step_id: to, conditions };
};
/**
 * A step's name is the editor's, but a guest meets it where the step has no heading (a screen reader's
 * heading, a form's name): those steps' names are offered in every language too (`{ words }`).
 */
const named = (key: MessageKey): Pick<JourneyStep, 'name' | 'name_translations'> => {
  const { text, translations } = offeredWords(key);
  return { name: text, name_translations: translations };
};
const step = (
  id: string,
  type: JourneyStep['type'],
  name: string | { words: MessageKey },
  x: number,
  y: number,
  parts: Partial<Pick<JourneyStep, 'blocks' | 'form_fields' | 'actions'>>,
): JourneyStep => ({
  id,
  type,
  ...(typeof name === 'string' ? { name } : named(name.words)),
  position: { x, y },
  blocks: parts.blocks ?? [],
  form_fields: parts.form_fields ?? [],
  actions: parts.actions ?? [],
});

const rsvpOnly: JourneyTemplate = {
  key: 'rsvp_only',
  name: 'RSVP only',
  description: 'Guests see the event and answer Yes or No; those attending go on to their pass.',
  graph: {
    start_step_id: 'rsvp',
    steps: [
      step('rsvp', 'rsvp', 'RSVP', 0, 0, {
        blocks: [block('rsvp-heading', 'heading', 'journeyTemplate.willYouJoin'), block('rsvp-details', 'event_details')],
        actions: [action('rsvp-yes', 'rsvp_yes', null), action('rsvp-no', 'rsvp_no', 'declined')],
      }),
      step('declined', 'page', { words: 'journeyTemplate.declinedName' }, 300, 150, {
        blocks: [block('declined-text', 'text', 'journeyTemplate.declined')],
      }),
    ],
  },
};

const welcomeRsvpDetails: JourneyTemplate = {
  key: 'welcome_rsvp_details',
  name: 'Welcome, RSVP, then details for those attending',
  description: 'A welcome page, the RSVP, then a short form for the guests who are coming.',
  graph: {
    start_step_id: 'welcome',
    steps: [
      step('welcome', 'page', 'Welcome', 0, 0, {
        blocks: [block('welcome-heading', 'heading', 'journeyTemplate.invited'), block('welcome-details', 'event_details'), block('welcome-map', 'map')],
        actions: [action('welcome-to', 'to', 'rsvp')],
      }),
      step('rsvp', 'rsvp', 'RSVP', 0, 200, {
        blocks: [block('rsvp-heading', 'heading', 'journeyTemplate.willYouJoin')],
        actions: [action('rsvp-yes', 'rsvp_yes', 'details'), action('rsvp-no', 'rsvp_no', 'declined')],
      }),
      step('details', 'form', { words: 'journey.yourDetails' }, -200, 400, {
        blocks: [block('details-text', 'text', 'journeyTemplate.details')],
        form_fields: ['first_name', 'last_name', 'phone_number'],
        actions: [action('details-submit', 'submit_form', null)],
      }),
      step('declined', 'page', { words: 'journeyTemplate.declinedName' }, 200, 400, {
        blocks: [block('declined-text', 'text', 'journeyTemplate.declined')],
      }),
    ],
  },
};

const vipWelcome: JourneyTemplate = {
  key: 'vip_welcome',
  name: 'VIP welcome',
  description: 'The RSVP, then a special page for guests tagged as VIPs (choose the tag in the branch) and the pass for everyone attending.',
  graph: {
    start_step_id: 'rsvp',
    steps: [
      step('rsvp', 'rsvp', 'RSVP', 0, 0, {
        blocks: [block('rsvp-heading', 'heading', 'journeyTemplate.willYouJoin'), block('rsvp-details', 'event_details')],
        actions: [
          action('rsvp-yes', 'rsvp_yes', null),
          action('rsvp-no', 'rsvp_no', 'declined'),
          // Guests who said Yes and carry the VIP tag go to their page first; the others straight to the pass.
          action('rsvp-vip', 'condition', 'vip', [
            { type: 'rsvp_status', status: 'yes' },
            { type: 'has_tag', tag_id: 'vip' },
          ]),
        ],
      }),
      step('vip', 'page', 'VIP welcome', -200, 200, {
        blocks: [
          block('vip-heading', 'heading', 'journeyTemplate.vipHeading'),
          block('vip-text', 'text', 'journeyTemplate.vipText'),
          block('vip-features', 'features'),
        ],
        actions: [action('vip-to', 'to', null)],
      }),
      step('declined', 'page', { words: 'journeyTemplate.declinedName' }, 200, 200, {
        blocks: [block('declined-text', 'text', 'journeyTemplate.declined')],
      }),
    ],
  },
};

export const DEFAULT_JOURNEY_TEMPLATES: readonly JourneyTemplate[] = [rsvpOnly, welcomeRsvpDetails, vipWelcome];

export const journeyTemplateByKey = (key: string) => DEFAULT_JOURNEY_TEMPLATES.find((template) => template.key === key);
