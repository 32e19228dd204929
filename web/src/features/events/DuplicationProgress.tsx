import { useQuery } from '@tanstack/react-query'
import { Check, Circle, LoaderCircle, X } from 'lucide-react'
import { duplicationTimelineQuery, type DuplicationTimeline } from '@/api/event-duplication'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { hasCount } from './duplication-counts'
import { QueryView } from '@/components/query-view'

type Step = DuplicationTimeline['steps'][number]

const STATUS_WORDS: Record<Step['status'], string> = {
  waiting: 'Waiting',
  copying: 'Copying…',
  copied: 'Copied',
  failed: 'Not copied',
  skipped: 'Not copied',
}

function copiedWords(step: Step): string {
  if (step.status !== 'copied' || step.copied === null || !hasCount(step.key)) return STATUS_WORDS[step.status]
  return step.copied === 0 ? 'Nothing to copy' : `${step.copied} copied`
}

function StepIcon({ status }: { status: Step['status'] }) {
  if (status === 'copied') return <Check className="size-4 text-success" aria-hidden />
  if (status === 'copying') return <Spinner label="Copying" className="size-4 text-primary" />
  if (status === 'failed') return <X className="size-4 text-error" aria-hidden />
  return <Circle className="size-4 text-border-strong" aria-hidden />
}

/** The copy's duplication as it goes, part by part, refreshed until it ends. */
export function DuplicationProgress({ copyUuid }: { copyUuid: string }) {
  const timeline = useQuery(duplicationTimelineQuery(copyUuid))
  return (
    <QueryView
      query={timeline}
      pendingLabel="Starting the copy"
      pendingClassName="flex justify-center py-8"
      pending={<LoaderCircle aria-hidden className="size-4 animate-spin" />}
    >
      {(found) => <DuplicationSteps timeline={found} />}
    </QueryView>
  )
}

function DuplicationSteps({ timeline: { steps, status, failures } }: { timeline: DuplicationTimeline }) {
  const finished = steps.every((step) => step.status === 'copied' || step.status === 'failed')
  const done = steps.filter((step) => step.status === 'copied').length
  return (
    <div className="flex flex-col gap-3" data-testid="duplication-progress" data-status={status}>
      <p className="text-[13px] text-muted-foreground" aria-live="polite">
        {status === 'completed'
          ? 'Everything was copied.'
          : status === 'failed'
            ? finished
              ? 'Some parts could not be copied; everything else was.'
              : 'The copy stopped before the end.'
            : `Copying… ${done} of ${steps.length} done. You can close this window: copying goes on.`}
      </p>
      <ol className="flex flex-col divide-y divide-border rounded-md border border-border" aria-label="What is copied">
        {steps.map((step) => (
          <li key={step.key} className="flex items-center gap-3 px-3 py-2 text-[13px]" data-testid="duplication-step" data-status={step.status}>
            <StepIcon status={step.status} />
            <span className={cn('min-w-0 flex-1', step.status === 'skipped' || step.status === 'waiting' ? 'text-muted-foreground' : 'text-foreground')}>
              {step.label}
            </span>
            <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{copiedWords(step)}</span>
          </li>
        ))}
      </ol>
      {failures.length > 0 && (
        <ul role="alert" className="flex flex-col gap-1 rounded-md bg-error-soft px-3 py-2 text-[13px] text-error">
          {failures.map((failure) => (
            <li key={failure.key ?? 'stopped'}>{failure.reason}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
