import type { JourneyActionType, JourneyBlock, JourneyStepType } from '@usher/domain/journeys/index'

// What the step renderer draws: a journey step as the guest sees it, with its
// blocks and form fields resolved. The guest's page gets it from the server
// (GET /public/journey/{token}); the editor's phone preview builds it from a
// draft step with previewStep(). Kept structural (not the server's zod type)
// so both sources fit, and the renderer never needs more than it shows.

/** What a guest types, picks or ticks: text, a checkbox, the choices of a multiple choice, or nothing. */
export type JourneyFieldValue = string | boolean | string[] | null

/** The event as the journey's blocks show it: times are read in the event's own time zone. */
export type JourneyEventSummary = {
  name: string
  /** ISO 8601 instants; null when the event has no date yet. */
  starts: string | null
  ends?: string | null
  /** The event's IANA time zone: every time is shown, and labelled, in it. */
  timezone: string
  /** The place, as one line; null when none is set. */
  location: string | null
}

export type JourneyFeature = { id: string; title: string; description: string }

export type RenderedBlock = Pick<JourneyBlock, 'id' | 'type' | 'text'> & {
  /** image: where the picture is; button: where it leads (https only). */
  url: string | null
  /** features: the event's features as the pass shows them. */
  features?: JourneyFeature[]
}

export type JourneyFieldKind = 'text' | 'email' | 'tel' | 'number' | 'date' | 'single_choice' | 'multiple_choice' | 'checkbox'

export type RenderedField = {
  /** The answer's key: a default field (first_name, email, …) or `custom:{id}`. */
  key: string
  label: string
  kind: JourneyFieldKind
  options: string[]
  required: boolean
  value: JourneyFieldValue
}

export type RenderedButton = { action_id: string; type: JourneyActionType; label: string }

export type RenderedStep = {
  id: string
  type: JourneyStepType
  name: string
  blocks: RenderedBlock[]
  fields: RenderedField[]
  buttons: RenderedButton[]
}
