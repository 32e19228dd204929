import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { PublicJourney } from '@/api/guest-journey'
import { useAnswerGuestJourney } from '@/api/guest-journey-mutations'
import { isApiError } from '@/lib/api-error'
import { useGuestPageTitle } from '@/components/public/OrganisationBrand'
import { JourneyEnd } from './JourneyEnd'
import { JourneyProgress } from './JourneyProgress'
import { JourneyStepView } from './JourneyStepView'
import type { JourneyFieldValue, RenderedStep } from './rendered-step'
import { FORM_ERROR_KEY } from '@/components/form/field-errors'
import { useGuestWords, type GuestWordsValue } from '@/components/public/guest-language/guest-words-context'
import { guestFailure, guestFieldErrors } from '@/components/public/guest-language/guest-failure'
import { useFieldErrors } from '@/components/form/use-field-errors'

/** The full event's waitlist on an RSVP step; `onClaimed` goes on as the step's Yes would, once offered places are claimed. */
export type JourneyWaitlistSlot = (onClaimed: () => void) => ReactNode

/**
 * A guest following their journey. The server holds where they are: the page
 * shows the step it names, sends the answer, and shows the step it answers
 * with, so reopening the link (or another tab) continues where they left off.
 *
 * There is no Back: every answer is applied when it is sent (the RSVP is
 * recorded, a branch is taken on the facts of that moment), so a previous
 * step is not one the guest can answer again; the server would refuse it as
 * stale. What they answered can be changed by the organiser, or on the steps
 * still ahead.
 *
 * On a full event a Yes is refused; the RSVP step then offers the waitlist
 * (`waitlist`), which says why, so the refusal shows no message of its own.
 */
export function GuestJourney({
  token,
  lang,
  journey,
  waitlist,
}: {
  token: string
  /** The language the guest picked on the page (null: the server's choice), so answers come back in it. */
  lang: string | null
  journey: PublicJourney
  waitlist?: JourneyWaitlistSlot
}) {
  const words = useGuestWords()
  const step = journey.step
  const [values, setValues] = useState<Record<string, JourneyFieldValue>>({})
  const { errors, setErrors, showServerErrors } = useFieldErrors()
  const [pressed, setPressed] = useState<string | null>(null)
  useGuestPageTitle(journey.event.name, journey.organisation)

  // A new step starts with its own values and no messages.
  const stepId = step?.id ?? null
  useEffect(() => {
    setValues({})
    setErrors({})
  }, [stepId, setErrors])

  const answer = useAnswerGuestJourney(token, lang, {
    onError: (error) => {
      if (waitlist && isApiError(error) && error.code === 'event_full') return setErrors({})
      if (!showServerErrors(error)) setErrors({ [FORM_ERROR_KEY]: [guestFailure(words, error, 'common.notSent')] })
    },
    onSettled: () => setPressed(null),
  })

  const press = (actionId: string) => {
    if (answer.isPending || !step) return
    setPressed(actionId)
    answer.mutate({ step_id: step.id, action_id: actionId, answers: answersOf(step, values) })
  }
  const yes = step?.buttons.find((button) => button.type === 'rsvp_yes')

  return (
    <div className="flex flex-col gap-5" data-testid="guest-journey">
      {step ? (
        <>
          <JourneyProgress index={journey.progress.index} totalEstimate={journey.progress.total_estimate} />
          <JourneyStepView
            step={step}
            event={journey.event}
            values={values}
            errors={shownErrors(words, errors)}
            busy={answer.isPending}
            pendingActionId={pressed}
            focusOnStep={journey.progress.index > 0}
            onChange={(key, value) => {
              setValues((before) => ({ ...before, [key]: value }))
              setErrors(({ [key]: _fixed, [`answers.${key}`]: _fixedToo, ...rest }) => rest)
            }}
            onPress={press}
          />
          {yes && journey.guest.rsvp !== true && waitlist?.(() => press(yes.action_id))}
        </>
      ) : (
        <FocusedEnd journey={journey} />
      )}
    </div>
  )
}

/** The end moves focus to its heading, so a screen reader says the journey is done. */
function FocusedEnd({ journey }: { journey: PublicJourney }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.querySelector<HTMLElement>('h1')?.focus(), [])
  return (
    <div ref={ref}>
      <JourneyEnd journey={journey} />
    </div>
  )
}

/** The server's field messages are English: each is shown in the guest's words (the form's own line is already). */
function shownErrors(words: GuestWordsValue, errors: Readonly<Record<string, readonly string[]>>): Record<string, readonly string[]> {
  const { [FORM_ERROR_KEY]: form, ...fields } = errors
  return { ...guestFieldErrors(words, fields), ...(form ? { [FORM_ERROR_KEY]: form } : {}) }
}

/** What a step sends: its form's values (as typed, or as they came), nothing for a step without a form. */
function answersOf(step: RenderedStep, values: Readonly<Record<string, JourneyFieldValue>>): Record<string, JourneyFieldValue> {
  const answers: Record<string, JourneyFieldValue> = {}
  for (const field of step.form_fields) {
    const value = Object.hasOwn(values, field.key) ? values[field.key]! : field.value
    answers[field.key] = typeof value === 'number' ? String(value) : value
  }
  return answers
}
