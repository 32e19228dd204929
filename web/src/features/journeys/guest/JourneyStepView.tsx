import { useEffect, useId, useRef } from 'react'
import { Check, X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { PageHeading } from '@/lib/page-heading'
import { JourneyBlockView, touchTarget } from './JourneyBlocks'
import { JourneyFieldInput } from './JourneyFieldInput'
import type { JourneyEventSummary, JourneyFieldValue, RenderedButton, RenderedStep } from './rendered-step'
import { useGuestWordsOrEnglish } from '@/components/public/guest-language/guest-words-or-english'

export type JourneyStepViewProps = {
  step: RenderedStep
  event: JourneyEventSummary
  /** The form's values by field key; a field without one shows the value the step came with. */
  values: Readonly<Record<string, JourneyFieldValue>>
  onChange: (key: string, value: JourneyFieldValue) => void
  /** A button was pressed (a form's submit button too, once the form is sent). */
  onPress: (actionId: string) => void
  /** An answer is on its way: buttons wait, the pressed one says so. */
  busy?: boolean
  /** The action being sent, to show its spinner. */
  pendingActionId?: string | null
  /** Validation messages by field key (the server's `answers.{key}` keys are read too). */
  errors?: Readonly<Record<string, readonly string[]>>
  /** The guest's page moves focus to a new step's heading so screen readers announce it; the editor's preview does not. */
  focusOnStep?: boolean
}

/**
 * One step of a journey as the guest sees it on their phone: the organiser's
 * blocks, the form's fields and the step's buttons. Purely presentational: the
 * guest's page and the editor's phone preview decide what pressing does.
 */
export function JourneyStepView({
  step,
  event,
  values,
  onChange,
  onPress,
  busy = false,
  pendingActionId = null,
  errors = {},
  focusOnStep = false,
}: JourneyStepViewProps) {
  const idPrefix = useId()
  const { t } = useGuestWordsOrEnglish()
  const headingRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (focusOnStep) headingRef.current?.querySelector<HTMLElement>('h1')?.focus()
  }, [focusOnStep, step.id])

  const errorOf = (key: string) => errors[key]?.[0] ?? errors[`answers.${key}`]?.[0] ?? null
  const fieldKeys = new Set(step.form_fields.flatMap((field) => [field.key, `answers.${field.key}`]))
  const otherErrors = Object.entries(errors)
    .filter(([key]) => !fieldKeys.has(key))
    .flatMap(([, messages]) => messages.slice(0, 1))
  const firstHeading = step.blocks.find((block) => block.type === 'heading' && block.text)

  const submit = step.buttons.find((button) => button.type === 'submit_form')
  const buttons = <StepButtons step={step} busy={busy} pendingActionId={pendingActionId} onPress={onPress} />

  return (
    <div className="flex flex-col gap-5" data-testid="journey-step" data-step-id={step.id} data-step-type={step.type}>
      <div ref={headingRef} className="flex flex-col gap-4 [&_h1]:outline-none">
        {/* Every step has one top heading: the organiser's first, else the step's name for screen readers. */}
        {!firstHeading && (
          <PageHeading tabIndex={-1} className="sr-only">
            {step.name || event.name}
          </PageHeading>
        )}
        {step.blocks.map((block) => (
          <JourneyBlockView key={block.id} block={block} headingLevel={block === firstHeading ? 1 : 2} />
        ))}
      </div>

      {step.form_fields.length > 0 || submit ? (
        <form
          className="flex flex-col gap-4"
          noValidate
          aria-label={step.name || t('journey.yourDetails')}
          onSubmit={(formEvent) => {
            formEvent.preventDefault()
            if (submit && !busy) onPress(submit.action_id)
          }}
        >
          {step.form_fields.map((field) => (
            <JourneyFieldInput
              key={field.key}
              id={`${idPrefix}-${field.key}`}
              field={field}
              value={Object.hasOwn(values, field.key) ? values[field.key]! : field.value}
              error={errorOf(field.key)}
              disabled={busy}
              onChange={(value) => onChange(field.key, value)}
            />
          ))}
          <ProblemLines messages={otherErrors} />
          {buttons}
        </form>
      ) : (
        <>
          <ProblemLines messages={otherErrors} />
          {buttons}
        </>
      )}
    </div>
  )
}

function ProblemLines({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null
  return (
    <div role="alert" className="rounded-md bg-error/10 px-3 py-2 text-sm text-error">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  )
}

/** The step's buttons: Yes and No side by side on an RSVP (stacked on a phone, where the words need the width), otherwise full width, the first one primary. */
function StepButtons({
  step,
  busy,
  pendingActionId,
  onPress,
}: {
  step: RenderedStep
  busy: boolean
  pendingActionId: string | null
  onPress: (actionId: string) => void
}) {
  const { t } = useGuestWordsOrEnglish()
  if (step.buttons.length === 0) return null
  const isRsvp = step.type === 'rsvp'
  return (
    <div className={cn('gap-2', isRsvp ? 'grid sm:grid-cols-2' : 'flex flex-col')} data-testid="journey-buttons">
      {step.buttons.map((button, index) => (
        <Button
          key={button.action_id}
          type={button.type === 'submit_form' ? 'submit' : 'button'}
          size="lg"
          variant={buttonVariant(button, index)}
          className={cn(touchTarget, 'h-auto w-full py-2.5 text-[15px] whitespace-normal')}
          disabled={busy}
          aria-busy={pendingActionId === button.action_id}
          data-testid={`journey-button-${button.type}`}
          onClick={button.type === 'submit_form' ? undefined : () => onPress(button.action_id)}
        >
          {pendingActionId === button.action_id ? <Spinner label={t('common.sending')} /> : <ButtonIcon type={button.type} />}
          {button.label}
        </Button>
      ))}
    </div>
  )
}

function buttonVariant(button: RenderedButton, index: number): 'primary' | 'secondary' {
  if (button.type === 'rsvp_no') return 'secondary'
  if (button.type === 'rsvp_yes' || button.type === 'submit_form') return 'primary'
  return index === 0 ? 'primary' : 'secondary'
}

function ButtonIcon({ type }: { type: RenderedButton['type'] }) {
  if (type === 'rsvp_yes') return <Check aria-hidden />
  if (type === 'rsvp_no') return <X aria-hidden />
  return null
}
