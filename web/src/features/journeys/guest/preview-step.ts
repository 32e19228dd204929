import { ACTION_LABELS, type JourneyBlock, type JourneyStep } from '@usher/domain/journeys/journey-graph'
import { triggersOf } from '@usher/domain/journeys/journey-evaluator'
import type { CustomField } from '@usher/domain/fields/custom-fields'
import type { DefaultFields } from '@usher/domain/fields/default-fields'
import { mapLinkOf } from '@usher/domain/invitations/calendar-entry'
import type { MessageKey } from '@usher/domain/i18n/catalogues/en'
import { en } from '@usher/domain/i18n/catalogues/en'
import { translatorFor, type Translate } from '@usher/domain/i18n/translate'
import { DEFAULT_BUTTON_WORDS } from '@usher/domain/journeys/product-words'
import type { JourneyEventSummary, JourneyFeature, JourneyFieldKind, RenderedBlock, RenderedField, RenderedStep } from './rendered-step'

// The editor's phone preview draws a draft step before any guest exists: this
// turns the draft into what the renderer draws, with what the editor already
// has (the event's fields, its media, its features) instead of the server's
// resolution. The server's rendering of the same step is the one guests see.

export type PreviewSources = {
  /** The event's custom fields (labels, kinds, options, required). */
  customFields?: readonly CustomField[]
  /** The event's default fields' settings (which are required). */
  defaultFields?: DefaultFields | null
  /** Where a media library image is, by id; images without one are left out of the preview. */
  mediaUrl?: (mediaId: string) => string | null
  /** The event's features, for a features block. */
  features?: readonly JourneyFeature[]
  /** The product's words in the language previewed (the server gives a guest theirs); English when absent. */
  t?: Translate
}

let english: Translate | null = null
const wordsOf = (sources: PreviewSources): Translate => sources.t ?? (english ??= translatorFor('en', en))

// The contact fields' labels are the product's words, the same catalogue keys the server's page uses.
const DEFAULT_FIELD_FORMS: Record<string, { label: MessageKey; kind: JourneyFieldKind }> = {
  first_name: { label: 'plusOne.firstName', kind: 'text' },
  last_name: { label: 'plusOne.lastName', kind: 'text' },
  email: { label: 'plusOne.email', kind: 'email' },
  phone_number: { label: 'journey.phoneNumber', kind: 'phone' },
  phone: { label: 'journey.phoneNumber', kind: 'phone' },
}

const CUSTOM_PREFIX = 'custom:'

/** A field key as a form shows it: its label, input kind and whether it must be answered. */
export function previewField(key: string, sources: PreviewSources): RenderedField | null {
  if (key.startsWith(CUSTOM_PREFIX)) {
    const field = sources.customFields?.find((candidate) => candidate.id === key.slice(CUSTOM_PREFIX.length))
    // A field deleted since the step was drawn is not asked.
    if (!field) return null
    return { key, label: field.label, kind: field.type, options: field.options, required: field.is_required, value: null }
  }
  const known = DEFAULT_FIELD_FORMS[key]
  const setting = sources.defaultFields?.[key as keyof DefaultFields]
  return {
    key,
    label: known ? wordsOf(sources)(known.label) : humanised(key),
    kind: known?.kind ?? 'text',
    options: [],
    required: key === 'first_name' || setting?.is_required === true,
    value: null,
  }
}

/** A draft step as the renderer draws it in the preview, for the event `event`. */
export function previewStep(step: JourneyStep, event: JourneyEventSummary, sources: PreviewSources = {}): RenderedStep {
  const t = wordsOf(sources)
  const defaultLabel = (type: JourneyStep['actions'][number]['type']) => {
    const key = DEFAULT_BUTTON_WORDS[type]
    return key ? t(key) : ACTION_LABELS[type]
  }
  return {
    id: step.id,
    type: step.type,
    name: step.name,
    blocks: step.blocks.map((block) => previewBlock(block, event, sources)),
    form_fields: step.type === 'form' ? step.form_fields.flatMap((key) => previewField(key, sources) ?? []) : [],
    buttons: triggersOf(step).map((action) => ({ action_id: action.id, type: action.type, label: action.label.trim() || defaultLabel(action.type) })),
  }
}

function previewBlock(block: JourneyBlock, event: JourneyEventSummary, sources: PreviewSources): RenderedBlock {
  const { id, text } = block
  switch (block.type) {
    case 'heading':
    case 'text':
      return { id, type: block.type, text }
    case 'image':
      return { id, type: 'image', text, url: block.media_id ? (sources.mediaUrl?.(block.media_id) ?? null) : null }
    case 'button':
      return { id, type: 'button', text, url: block.url }
    case 'event_details':
      return { id, type: 'event_details', text, name: event.name, when: event.when ?? null, where: event.location, timezone: event.timezone }
    case 'map':
      return { id, type: 'map', text, location: event.location, maps_url: event.location ? mapLinkOf(event.location) : null }
    case 'features':
      return { id, type: 'features', text, features: [...(sources.features ?? [])] }
  }
}

function humanised(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim()
  return words ? words[0]!.toUpperCase() + words.slice(1) : key
}
