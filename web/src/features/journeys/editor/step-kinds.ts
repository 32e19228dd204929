import type { LucideIcon } from 'lucide-react'
import { CircleCheck, FileText, ListChecks, Mail } from 'lucide-react'
import type { JourneyStepType } from '@usher/domain/journeys/index'

/** How each kind of step looks on the diagram and in the panel (spec: page, rsvp, form; an email is styled too). */
export const STEP_KIND_LOOK: Record<JourneyStepType, { icon: LucideIcon; accent: string; soft: string }> = {
  page: { icon: FileText, accent: 'border-t-primary', soft: 'bg-primary-soft text-primary' },
  rsvp: { icon: CircleCheck, accent: 'border-t-success', soft: 'bg-success-soft text-success' },
  form: { icon: ListChecks, accent: 'border-t-accent', soft: 'bg-accent-soft text-accent' },
  email: { icon: Mail, accent: 'border-t-info', soft: 'bg-info-soft text-info' },
}

/** The kinds a person adds from the toolbar (an email step comes from templates only). */
export const ADDABLE_STEP_TYPES = ['page', 'rsvp', 'form'] as const satisfies readonly JourneyStepType[]
