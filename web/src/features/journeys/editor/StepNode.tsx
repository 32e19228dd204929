import { memo } from 'react'
import { Handle, Position, useConnection, type Node, type NodeProps } from '@xyflow/react'
import { AlertTriangle, GitBranch, Ticket } from 'lucide-react'
import { STEP_TYPE_LABELS, type JourneyStep } from '@usher/domain/journeys/index'
import { cn } from '@/lib/cn'
import { branchInWords, buttonLabel, stepTitle, type TagNames } from './journey-words'
import { STEP_KIND_LOOK } from './step-kinds'

export type StepNodeData = {
  step: JourneyStep
  isStart: boolean
  /** The first problem publishing would name for this step, if any. */
  problem: string | null
  tags: TagNames
}
export type StepNodeType = Node<StepNodeData, 'step'>

/** While a connection is dragged, the step's target covers the whole step, above its rows, so a drop anywhere on it counts. */
const CONNECTING_TARGET = { width: '100%', height: '100%', top: 0, left: 0, transform: 'none', borderRadius: 8, zIndex: 10 } as const

/** What the step shows, in a few words, under its name. */
function summary(step: JourneyStep): string | null {
  if (step.type === 'form') return step.form_fields.length === 1 ? '1 question' : `${step.form_fields.length} questions`
  const heading = step.blocks.find((block) => (block.type === 'heading' || block.type === 'text') && block.text.trim())
  return heading ? heading.text : null
}

/**
 * A step on the diagram: its kind, name and, one per row, what the guest can
 * press and the branches, each with its own handle to drag a connection from.
 * While a connection is being dragged the whole step takes it (an easy target).
 */
export const StepNode = memo(function StepNode({ data, selected }: NodeProps<StepNodeType>) {
  const { step, isStart, problem, tags } = data
  const connecting = useConnection((connection) => connection.inProgress && connection.fromNode.id !== step.id)
  const look = STEP_KIND_LOOK[step.type]
  const Icon = look.icon
  const text = summary(step)
  return (
    <div
      data-testid="journey-node"
      data-step-id={step.id}
      className={cn(
        'w-[260px] rounded-lg border border-t-4 border-border bg-background text-left shadow-card transition-shadow',
        look.accent,
        selected && 'ring-2 ring-primary ring-offset-2 ring-offset-canvas',
        problem && !selected && 'border-x-warning/60 border-b-warning/60',
      )}
    >
      <Handle
        type="target"
        position={Position.Top}
        id="in"
        className={cn(
          connecting
            ? '!border-0 !bg-transparent [&.connectingto]:!bg-error/10 [&.connectingto.valid]:!bg-primary/10'
            : '!size-2.5 !border-2 !border-background !bg-border-strong',
        )}
        style={connecting ? CONNECTING_TARGET : undefined}
      />
      <div className="flex items-center gap-2 px-3 pt-2.5">
        <span className={cn('inline-flex items-center gap-1 rounded-sm px-1.5 py-0.5 text-[11px] font-semibold tracking-wide uppercase', look.soft)}>
          <Icon className="size-3" aria-hidden />
          {STEP_TYPE_LABELS[step.type]}
        </span>
        {isStart && <span className="rounded-sm bg-secondary px-1.5 py-0.5 text-[11px] font-semibold text-secondary-foreground">Start</span>}
        {problem && (
          <span className="ml-auto text-warning" title={problem}>
            <AlertTriangle className="size-4" aria-label="Has a problem" />
          </span>
        )}
      </div>
      <p className="truncate px-3 pt-1 text-sm font-semibold text-foreground" data-testid="journey-node-name">
        {stepTitle(step)}
      </p>
      {text && <p className="line-clamp-2 px-3 text-xs text-muted-foreground">{text}</p>}
      <ul className="mt-2 border-t border-border py-1">
        {step.actions.length === 0 && <li className="px-3 py-1 text-xs text-muted-foreground">Final page: the journey ends here</li>}
        {step.actions.map((action) => (
          <li key={action.id} className="relative flex min-h-7 items-center gap-1.5 py-1 pr-5 pl-3 text-xs" data-testid="journey-node-action">
            {action.type === 'condition' ? (
              <>
                <GitBranch className="size-3 shrink-0 text-accent" aria-hidden />
                <span className="line-clamp-2 text-accent italic">{branchInWords(action, tags)}</span>
              </>
            ) : (
              <>
                <span className="truncate rounded-sm border border-border bg-muted px-1.5 py-0.5 font-medium text-foreground">{buttonLabel(action)}</span>
                {action.to_step_id === null && (
                  <span className="ml-auto inline-flex shrink-0 items-center gap-0.5 text-subtle-foreground" title="Leads to the guest's pass">
                    <Ticket className="size-3" aria-hidden /> Pass
                  </span>
                )}
              </>
            )}
            <Handle
              type="source"
              position={Position.Right}
              id={action.id}
              // A control (click it, then the step to lead to): a label needs a role to be announced.
              role="button"
              aria-label={`Connect ${action.type === 'condition' ? 'branch' : buttonLabel(action)}`}
              data-testid="journey-handle"
              data-action-type={action.type}
              className={cn('!size-3 !border-2 !border-background', action.type === 'condition' ? '!bg-accent' : '!bg-primary')}
            />
          </li>
        ))}
      </ul>
    </div>
  )
})
