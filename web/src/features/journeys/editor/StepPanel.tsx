import { Flag, Trash2 } from 'lucide-react'
import {
  JOURNEY_LIMITS,
  STEP_TYPE_LABELS,
  TRIGGERS_BY_STEP_TYPE,
  isTrigger,
  type JourneyGraph,
  type JourneyStep,
  type JourneyStepType,
  languagesOfStep,
} from '@usher/domain/journeys/index'
import { MessageLanguageTabs } from '@/components/message-languages/MessageLanguageTabs'
import type { MessageLanguage } from '@/components/message-languages/message-language'
import type { GuestLanguage } from '@usher/domain/i18n/languages'
import type { AttendeeTag } from '@/api/attendee-tags'
import { isConfirmed, useConfirm } from '@/components/feedback/confirm-context'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { NativeSelect } from '@/components/ui/select'
import { Separator } from '@/components/ui/separator'
import { ActionsEditor } from './ActionsEditor'
import { BlocksEditor } from './BlocksEditor'
import type { ConditionDefaults } from './ConditionEditor'
import { FormFieldsPicker } from './FormFieldsPicker'
import { stepTitle } from './journey-words'
import { StepWordsInLanguage } from './StepWordsInLanguage'
import { newAction } from './new-step'
import { TypedInput } from './TypedField'
import type { JourneyWriter } from '../use-journey-editing'

type StepPanelProps = {
  eventUuid: string
  graph: JourneyGraph
  step: JourneyStep
  problems: string[]
  tags: readonly AttendeeTag[]
  defaults: ConditionDefaults
  writer: JourneyWriter | null
  onClosed: () => void
  /** The event's default language: the one the base words are written in. */
  eventDefault: GuestLanguage | null
  /** The language whose words are being written: the default text, or one language's own. */
  language: MessageLanguage
  onLanguageChange: (language: MessageLanguage) => void
}

const KIND_CHOICES = (Object.keys(STEP_TYPE_LABELS) as JourneyStepType[]).map((type) => ({ value: type, label: STEP_TYPE_LABELS[type] }))

/** Everything about the selected step: its name and kind, its content or questions, its buttons and branches. */
export function StepPanel({ eventUuid, graph, step, problems, tags, defaults, writer, onClosed, eventDefault, language, onLanguageChange }: StepPanelProps) {
  const confirm = useConfirm()
  const disabled = writer === null
  const done = () => writer?.flushTyping()
  const isStart = graph.start_step_id === step.id

  // A step's buttons depend on its kind: the branches stay, the buttons become the new kind's (the first keeps where it led).
  const changeKind = (type: JourneyStepType) => {
    if (!writer || type === step.type) return
    const branches = step.actions.filter((action) => !isTrigger(action))
    const firstTarget = step.actions.find(isTrigger)?.to_step_id ?? null
    const buttons = TRIGGERS_BY_STEP_TYPE[type].map((trigger, index) => newAction(trigger, index === 0 ? firstTarget : null))
    // The draft never holds a button its step's kind does not allow, so the old buttons go first.
    void writer.setActions(step.id, branches)
    void writer.updateStep(step.id, { type })
    void writer.setActions(step.id, [...buttons, ...branches])
  }

  const remove = async () => {
    if (!writer) return
    const incoming = graph.steps.filter((other) => other.actions.some((action) => action.to_step_id === step.id)).length
    const outcome = await confirm({
      heading: `Delete ${stepTitle(step)}?`,
      message: incoming > 0 ? 'The step is deleted, with the buttons and branches of other steps that led to it.' : 'The step is deleted.',
      confirmLabel: 'Delete step',
      tone: 'danger',
    })
    if (!isConfirmed(outcome)) return
    onClosed()
    void writer.removeStep(step.id)
  }

  return (
    <div className="flex flex-col gap-5" data-testid="step-panel">
      {problems.length > 0 && (
        <ul className="flex flex-col gap-1 rounded-md border border-warning/30 bg-warning-soft px-3 py-2 text-xs text-warning">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_8rem]">
        <FormField id={`step-name-${step.id}`} label="Name">
          <TypedInput
            id={`step-name-${step.id}`}
            value={step.name}
            maxLength={JOURNEY_LIMITS.nameLength}
            disabled={disabled}
            onValue={(name) => void writer?.updateStep(step.id, { name }, { typing: true })}
            onDone={done}
            data-testid="step-name"
          />
        </FormField>
        <FormField id={`step-kind-${step.id}`} label="Kind">
          <NativeSelect
            id={`step-kind-${step.id}`}
            value={step.type}
            options={KIND_CHOICES}
            disabled={disabled}
            onChange={(event) => changeKind(event.target.value as JourneyStepType)}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {isStart ? (
          <span className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
            <Flag className="size-3.5" aria-hidden /> Guests start here.
          </span>
        ) : (
          !disabled && (
            <Button variant="secondary" size="sm" onClick={() => void writer?.update({ start_step_id: step.id })} data-testid="make-start">
              <Flag aria-hidden /> Start the journey here
            </Button>
          )
        )}
        {!disabled && (
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto text-error hover:bg-error-soft hover:text-error"
            onClick={() => void remove()}
            data-testid="delete-step"
          >
            <Trash2 aria-hidden /> Delete step
          </Button>
        )}
      </div>
      <Separator />
      <MessageLanguageTabs
        eventDefault={eventDefault}
        written={languagesOfStep(step)}
        value={language}
        onValueChange={onLanguageChange}
        label="Language of the step's words"
      />
      {language !== 'default' ? (
        <StepWordsInLanguage
          step={step}
          language={language}
          eventDefault={eventDefault}
          disabled={disabled}
          onNames={(name_translations, typing) => void writer?.updateStep(step.id, { name_translations }, { typing })}
          onBlocks={(blocks, typing) => void writer?.updateStep(step.id, { blocks }, { typing })}
          onActions={(actions, typing) => void writer?.setActions(step.id, actions, { typing })}
          onDone={done}
        />
      ) : (
        <>
          <section aria-labelledby={`content-${step.id}`} className="flex flex-col gap-2">
            <h3 id={`content-${step.id}`} className="text-[13px] font-semibold">
              What the guest sees
            </h3>
            <BlocksEditor
              stepId={step.id}
              blocks={step.blocks}
              disabled={disabled}
              onChange={(blocks, typing) => void writer?.updateStep(step.id, { blocks }, { typing })}
              onDone={done}
            />
          </section>
          {step.type === 'form' && (
            <section aria-labelledby={`questions-${step.id}`} className="flex flex-col gap-2">
              <h3 id={`questions-${step.id}`} className="text-[13px] font-semibold">
                Questions
              </h3>
              <FormFieldsPicker
                eventUuid={eventUuid}
                stepId={step.id}
                selected={step.form_fields}
                disabled={disabled}
                onChange={(form_fields) => void writer?.updateStep(step.id, { form_fields })}
              />
            </section>
          )}
          <Separator />
          <ActionsEditor
            graph={graph}
            step={step}
            tags={tags}
            defaults={defaults}
            disabled={disabled}
            onChange={(actions, typing) => void writer?.setActions(step.id, actions, { typing })}
            onDone={done}
          />
        </>
      )}
    </div>
  )
}
