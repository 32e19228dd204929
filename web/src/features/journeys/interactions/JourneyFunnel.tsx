import type { JourneyFunnel as Funnel } from '@/api/journeys'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { formatCount } from '@/lib/counts'
import { STEP_TYPE_LABELS, reachableSteps, type JourneyGraph } from '@usher/domain/journeys/index'

/** The funnel's steps in the order guests meet them (from the first step on), any others after. */
export function inGuestOrder<T extends { step_id: string }>(steps: readonly T[], graph: JourneyGraph | null): T[] {
  if (!graph) return [...steps]
  const order = new Map([...reachableSteps(graph)].map((id, index) => [id, index]))
  return [...steps].sort((a, b) => (order.get(a.step_id) ?? order.size) - (order.get(b.step_id) ?? order.size))
}

/** How far guests got, step by step: reached, moved on, still there; the bar is the share of guests who started. */
export function JourneyFunnel({ funnel, graph, onShowStep }: { funnel: Funnel; graph: JourneyGraph | null; onShowStep: (stepId: string) => void }) {
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
        {inGuestOrder(funnel.steps, graph).map((step) => (
          <TableRow key={step.step_id} data-testid="journey-funnel-step">
            <TableCell className="py-2 whitespace-normal">
              <button
                type="button"
                className="text-left font-medium text-foreground hover:text-primary hover:underline"
                onClick={() => onShowStep(step.step_id)}
              >
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
