import type { JourneyActionType, JourneyBlock, JourneyStepType } from '@usher/domain/journeys/journey-graph'
import type { JourneyFieldValue } from '@/api/guest-journey'

// What the step renderer draws: a journey step as the guest sees it, with its
// blocks and form fields resolved. The guest's page gets it from the server
// (GET /public/journey/{token}); the editor's phone preview builds it from a
// draft step with previewStep(). Kept structural (not the server's zod type)
// so both sources fit, and the renderer never needs more than it shows.

// A guest's answer is part of the API's shape (api/guest-journey.ts sends it), so it is declared there.
export type { JourneyFieldValue }

/** The event as the journey's blocks show it: times are read in the event's own time zone. */
export type JourneyEventSummary = {
  name: string
  /** ISO 8601 instants; null when the event has no date yet. */
  starts: string | null
  ends?: string | null
  /** The dates already written in the event's zone, labelled (the server's words), when given. */
  when?: string | null
  /** The event's IANA time zone: every time is shown, and labelled, in it. */
  timezone: string
  /** The place, as one line; null when none is set. */
  location: string | null
}

/** A feature of the event as guests see it (the pass shows the same): an agenda, a menu, questions and answers… */
export type JourneyFeature = {
  id: string
  kind: string
  title: string
  body: string
  /** Its lines: an agenda's sessions, a menu's courses; `time` is the organiser's own words ('7 pm'). */
  items: { title: string; detail: string; time: string | null }[]
  image_url: string | null
}

type BlockOf<T extends JourneyBlock['type'], Extra = object> = { id: string; type: T; text: string } & Extra

/** A block with what it shows resolved (the server's shape; previewStep() builds the same). */
export type RenderedBlock =
  | BlockOf<'heading'>
  | BlockOf<'text'>
  | BlockOf<'image', { url: string | null }>
  | BlockOf<'button', { url: string | null }>
  | BlockOf<'event_details', { name: string; when: string | null; where: string | null; timezone: string }>
  | BlockOf<'map', { location: string | null; maps_url: string | null }>
  | BlockOf<'features', { features: JourneyFeature[] }>

export type JourneyFieldKind = 'text' | 'email' | 'phone' | 'number' | 'date' | 'single_choice' | 'multiple_choice' | 'checkbox'

export type RenderedField = {
  /** The answer's key: a default field (first_name, email, phone_number, …) or `custom:{id}`. */
  key: string
  label: string
  kind: JourneyFieldKind
  options: string[]
  required: boolean
  /** The guest's current answer (a number field's may come as a number). */
  value: JourneyFieldValue | number
}

export type RenderedButton = { action_id: string; type: JourneyActionType; label: string }

export type RenderedStep = {
  id: string
  type: JourneyStepType
  name: string
  blocks: RenderedBlock[]
  form_fields: RenderedField[]
  buttons: RenderedButton[]
}
