import type { JourneyFunnel as Funnel } from '@/api/journeys'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { formatCount } from '@/lib/counts'
import { STEP_TYPE_LABELS } from '@usher/domain/journeys/index'

/** How far guests got, step by step: reached, moved on, still there; the bar is the share of guests who started. */
export function JourneyFunnel({ funnel, onShowStep }: { funnel: Funnel; onShowStep: (stepId: string) => void }) {
  const base = Math.max(funnel.started, 1)
  return (
    <Table aria-label="Guests per step" data-testid="journey-funnel">
      <TableHeader>
        <TableRow>
          <TableHead>Step</TableHead>
          <TableHead className="w-[40%]">Reached</TableHead>
          <TableHead className="text-right">Moved on</TableHead>
          <TableHead className="text-right">Still there</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {funnel.steps.map((step) => (
          <TableRow key={step.step_id} data-testid="journey-funnel-step">
            <TableCell className="py-2 whitespace-normal">
              <button type="button" className="text-left font-medium text-foreground hover:text-primary hover:underline" onClick={() => onShowStep(step.step_id)}>
                {step.name || STEP_TYPE_LABELS[step.type]}
              </button>
              <span className="block text-xs text-muted-foreground">{STEP_TYPE_LABELS[step.type]}</span>
            </TableCell>
            <TableCell>
              <div className="flex items-center gap-2">
                <div className="h-2.5 flex-1 overflow-hidden rounded-full bg-muted" aria-hidden>
                  <div className="h-full rounded-full bg-primary" style={{ width: `${Math.min(100, Math.round((step.reached / base) * 100))}%` }} />
                </div>
                <span className="w-12 text-right tabular-nums">{formatCount(step.reached)}</span>
              </div>
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatCount(step.completed)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatCount(step.left)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
