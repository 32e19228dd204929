import { useState } from 'react'
import { AlertTriangle, CheckCircle2, ChevronDown } from 'lucide-react'
import type { JourneyProblem } from '@usher/domain/journeys/index'
import { cn } from '@/lib/cn'
import { plural } from '@/lib/counts'

/** What stops the journey from being published, live as it is edited; a problem of a step selects that step. */
export function ProblemsPanel({ problems, onSelectStep }: { problems: readonly JourneyProblem[]; onSelectStep: (stepId: string) => void }) {
  const [open, setOpen] = useState(true)
  if (problems.length === 0) {
    return (
      <p
        className="flex items-center gap-2 border-t border-border bg-background px-3 py-2 text-[13px] text-success"
        data-testid="journey-problems"
        role="status"
      >
        <CheckCircle2 className="size-4" aria-hidden /> Ready to publish: every guest who starts this journey reaches its end.
      </p>
    )
  }
  return (
    <div className="border-t border-border bg-background" data-testid="journey-problems">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center gap-2 px-3 py-2 text-left text-[13px] font-medium text-warning hover:bg-muted"
      >
        <AlertTriangle className="size-4" aria-hidden />
        {plural(problems.length, 'problem', 'problems')} to fix before publishing
        <ChevronDown className={cn('ml-auto size-4 text-muted-foreground transition-transform', open && 'rotate-180')} aria-hidden />
      </button>
      {open && (
        <ul className="max-h-36 overflow-y-auto px-3 pb-2" role="list">
          {problems.map((problem, index) => (
            <li key={`${problem.field}-${index}`} data-testid="journey-problem">
              {problem.step_id ? (
                <button
                  type="button"
                  className="w-full rounded-sm px-1 py-1 text-left text-[13px] text-foreground hover:bg-muted hover:text-primary"
                  onClick={() => onSelectStep(problem.step_id!)}
                >
                  {problem.message}
                </button>
              ) : (
                <p className="px-1 py-1 text-[13px] text-foreground">{problem.message}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
