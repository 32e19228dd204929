import { ArrowDown, ArrowUp, GitBranch, Plus, Trash2 } from 'lucide-react'
import { ACTION_LABELS, JOURNEY_LIMITS, isTrigger, type JourneyAction, type JourneyGraph, type JourneyStep } from '@usher/domain/journeys/index'
import type { AttendeeTag } from '@/api/attendee-tags'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/select'
import { ConditionEditor, newCondition, type ConditionDefaults } from './ConditionEditor'
import { connectionRefusal } from './JourneyDiagram'
import { stepTitle } from './journey-words'
import { newAction } from './new-step'
import { TypedInput } from './TypedField'

const PASS = ''

type ActionsEditorProps = {
  graph: JourneyGraph
  step: JourneyStep
  tags: readonly AttendeeTag[]
  defaults: ConditionDefaults
  disabled: boolean
  onChange: (actions: JourneyAction[], typing: boolean) => void
  onDone: () => void
}

const BUTTON_NAMES: Record<JourneyAction['type'], string> = {
  to: 'Button',
  rsvp_yes: 'Yes button',
  rsvp_no: 'No button',
  submit_form: 'Submit button',
  condition: 'Branch',
}

/** Where an action may lead: the pass, or any step that does not lead back here (those are listed, refused, with why). */
function TargetSelect({
  graph,
  step,
  action,
  disabled,
  onChange,
}: {
  graph: JourneyGraph
  step: JourneyStep
  action: JourneyAction
  disabled: boolean
  onChange: (to: string | null) => void
}) {
  const options = [
    { value: PASS, label: 'Their pass (the journey ends)' },
    ...graph.steps
      .filter((candidate) => candidate.id !== step.id)
      .map((candidate) => {
        const refused = connectionRefusal(graph, step.id, action.id, candidate.id) !== null
        return { value: candidate.id, label: refused ? `${stepTitle(candidate)} (would make a loop)` : stepTitle(candidate), disabled: refused }
      }),
  ]
  return (
    <NativeSelect
      aria-label={`Where ${action.type === 'condition' ? 'the branch' : `“${action.label.trim() || ACTION_LABELS[action.type]}”`} leads`}
      value={action.to_step_id ?? PASS}
      options={options}
      disabled={disabled}
      data-testid="action-target"
      onChange={(event) => onChange(event.target.value || null)}
    />
  )
}

/**
 * A step's buttons (what the guest presses, by the step's kind) and branches
 * (checked in order when the guest leaves; the first whose conditions all hold
 * decides where they go, else the button does).
 */
export function ActionsEditor({ graph, step, tags, defaults, disabled, onChange, onDone }: ActionsEditorProps) {
  const actions = step.actions
  const replace = (id: string, change: Partial<JourneyAction>, typing = false) =>
    onChange(
      actions.map((action) => (action.id === id ? { ...action, ...change } : action)),
      typing,
    )
  const remove = (id: string) =>
    onChange(
      actions.filter((action) => action.id !== id),
      false,
    )
  const move = (id: string, by: -1 | 1) => {
    // Branches move among branches: their order is the order they are checked in.
    const branches = actions.filter((action) => !isTrigger(action))
    const at = branches.findIndex((action) => action.id === id)
    const other = branches[at + by]
    if (!other) return
    onChange(
      actions.map((action) => (action.id === id ? other : action.id === other.id ? branches[at]! : action)),
      false,
    )
  }
  const buttons = actions.filter(isTrigger)
  const branches = actions.filter((action) => !isTrigger(action))
  const full = actions.length >= JOURNEY_LIMITS.actionsPerStep
  // Pages (and emails) may have several buttons, or none: a final page. RSVPs and forms have theirs fixed.
  const freeButtons = step.type === 'page' || step.type === 'email'

  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby={`buttons-${step.id}`} className="flex flex-col gap-2" data-testid="step-buttons">
        <h3 id={`buttons-${step.id}`} className="text-[13px] font-semibold">
          Buttons
        </h3>
        {buttons.length === 0 && <p className="text-xs text-muted-foreground">No buttons: this is a final page, and the journey ends here.</p>}
        {buttons.map((action) => (
          <div key={action.id} className="flex flex-col gap-1.5 rounded-md border border-border p-2.5" data-testid="step-button">
            <div className="flex items-center gap-2">
              <span className="text-xs font-semibold text-muted-foreground">{BUTTON_NAMES[action.type]}</span>
              {freeButtons && !disabled && (
                <Button
                  size="icon-sm"
                  variant="ghost"
                  className="ml-auto"
                  aria-label={`Remove the button ${action.label || ACTION_LABELS[action.type]}`}
                  onClick={() => remove(action.id)}
                >
                  <Trash2 aria-hidden />
                </Button>
              )}
            </div>
            <TypedInput
              aria-label={`Label of the ${BUTTON_NAMES[action.type].toLowerCase()}`}
              placeholder={ACTION_LABELS[action.type]}
              value={action.label}
              maxLength={JOURNEY_LIMITS.labelLength}
              disabled={disabled}
              onValue={(label) => replace(action.id, { label }, true)}
              onDone={onDone}
            />
            <label className="text-xs text-muted-foreground">Leads to</label>
            <TargetSelect graph={graph} step={step} action={action} disabled={disabled} onChange={(to) => replace(action.id, { to_step_id: to })} />
          </div>
        ))}
        {freeButtons && !disabled && !full && (
          <Button variant="secondary" size="sm" className="self-start" onClick={() => onChange([...actions, newAction('to')], false)} data-testid="add-button">
            <Plus aria-hidden /> Add button
          </Button>
        )}
      </section>

      <section aria-labelledby={`branches-${step.id}`} className="flex flex-col gap-2" data-testid="step-branches">
        <div>
          <h3 id={`branches-${step.id}`} className="text-[13px] font-semibold">
            Branches
          </h3>
          <p className="text-xs text-muted-foreground">
            Checked in order when the guest presses a button (after their RSVP counts). The first whose conditions all hold decides where they go; if none
            holds, the button does.
          </p>
        </div>
        {branches.map((branch, index) => (
          <div key={branch.id} className="flex flex-col gap-2 rounded-md border border-accent/30 bg-accent-soft/40 p-2.5" data-testid="step-branch">
            <div className="flex items-center gap-1">
              <GitBranch className="size-3.5 text-accent" aria-hidden />
              <span className="text-xs font-semibold text-accent">Branch {index + 1}: if all of these hold</span>
              {!disabled && (
                <span className="ml-auto flex items-center">
                  <Button
                    size="icon-sm"
                    variant="ghost"
                    aria-label={`Check branch ${index + 1} earlier`}
                    disabled={index === 0}
                    onClick={() => move(branch.id, -1)}
                  >
                    <ArrowUp aria-hidden />
                  </Button>
                  <Button
                    size="icon-sm"
                    variant="ghost"
                    aria-label={`Check branch ${index + 1} later`}
                    disabled={index === branches.length - 1}
                    onClick={() => move(branch.id, 1)}
                  >
                    <ArrowDown aria-hidden />
                  </Button>
                  <Button size="icon-sm" variant="ghost" aria-label={`Remove branch ${index + 1}`} onClick={() => remove(branch.id)}>
                    <Trash2 aria-hidden />
                  </Button>
                </span>
              )}
            </div>
            {branch.conditions.map((condition, at) => (
              <ConditionEditor
                key={at}
                id={`condition-${branch.id}-${at}`}
                condition={condition}
                tags={tags}
                defaults={defaults}
                disabled={disabled}
                removable={branch.conditions.length > 1}
                onChange={(next, typing) => replace(branch.id, { conditions: branch.conditions.map((candidate, i) => (i === at ? next : candidate)) }, typing)}
                onRemove={() => replace(branch.id, { conditions: branch.conditions.filter((_, i) => i !== at) })}
                onDone={onDone}
              />
            ))}
            {!disabled && branch.conditions.length < JOURNEY_LIMITS.conditionsPerAction && (
              <Button
                variant="ghost"
                size="sm"
                className="self-start"
                onClick={() => replace(branch.id, { conditions: [...branch.conditions, newCondition('rsvp_status', defaults)] })}
              >
                <Plus aria-hidden /> And…
              </Button>
            )}
            <label className="text-xs text-muted-foreground">Then go to</label>
            <TargetSelect graph={graph} step={step} action={branch} disabled={disabled} onChange={(to) => replace(branch.id, { to_step_id: to })} />
          </div>
        ))}
        {!disabled && !full && (
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            data-testid="add-branch"
            onClick={() => onChange([...actions, { ...newAction('condition'), conditions: [newCondition('rsvp_status', defaults)] }], false)}
          >
            <GitBranch aria-hidden /> Add branch
          </Button>
        )}
      </section>
    </div>
  )
}
