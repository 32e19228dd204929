import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Users } from 'lucide-react'
import { journeyFunnelQuery, journeyGuestPathsQuery, type Journey, type JourneyGuestPath } from '@/api/journeys'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { PaginationBar } from '@/components/ui/pagination-bar'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { formatEventTime } from '@/lib/event-time'
import { formatCount, plural } from '@/lib/counts'
import { GuestPathDialog } from './GuestPathDialog'
import { JourneyFunnel } from './JourneyFunnel'
import { QueryView } from '@/components/query-view'

const PER_PAGE = 25

type JourneyInteractionsProps = { eventUuid: string; journey: Journey; timezone: string; onShowStep: (stepId: string) => void }

/**
 * How guests go through the journey, refreshed live as they answer (the
 * journeys projection's pushes refresh these queries): the steps' funnel and
 * each guest's path.
 */
export function JourneyInteractions({ eventUuid, journey, timezone, onShowStep }: JourneyInteractionsProps) {
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState<JourneyGuestPath | null>(null)
  const funnel = useQuery(journeyFunnelQuery(eventUuid, journey.id))
  const paths = useQuery(journeyGuestPathsQuery(eventUuid, journey.id, { page, per_page: PER_PAGE }))
  const stepName = (stepId: string | null) =>
    stepId
      ? (journey.published?.steps.find((step) => step.id === stepId)?.name ?? journey.draft.steps.find((step) => step.id === stepId)?.name ?? 'A removed step')
      : null

  if (journey.published_version === null) {
    return (
      <Card>
        <EmptyState
          icon={Users}
          title="No guests yet"
          description="Publish the journey and make it the default (or a group's journey): guests who open their invitation then go through it, and you follow them here."
        />
      </Card>
    )
  }

  const meta = paths.data?.meta
  return (
    <div className="flex flex-col gap-4" data-testid="journey-interactions">
      <Card>
        <CardHeader>
          <CardTitle>Guests per step</CardTitle>
          <CardDescription>
            {funnel.data
              ? `${plural(funnel.data.started, 'guest has', 'guests have')} started, ${formatCount(funnel.data.completed)} finished`
              : 'How far guests got'}
            {funnel.data?.version ? ` · steps of version ${funnel.data.version}, guests of every version` : ''}
          </CardDescription>
        </CardHeader>
        <CardContent className="px-0 pb-0">
          <QueryView query={funnel} pendingLabel="Loading how far guests got" pendingClassName="flex flex-col gap-3 px-5 pb-5">
            {(found) => <JourneyFunnel funnel={found} graph={journey.published} onShowStep={onShowStep} />}
          </QueryView>
        </CardContent>
      </Card>
      <Card className="overflow-hidden">
        <CardHeader>
          <CardTitle>Guests</CardTitle>
          <CardDescription>Select a guest to see their way through the journey. Times are in the event’s time zone ({timezone}).</CardDescription>
        </CardHeader>
        <QueryView
          query={paths}
          pendingLabel="Loading the guests"
          pendingClassName="flex flex-col gap-3 px-5 pb-5"
          isEmpty={(answer) => answer.data.length === 0}
          empty={<p className="px-5 pb-5 text-[13px] text-muted-foreground">No guest has started the journey yet.</p>}
        >
          {({ data: rows }) => (
            <Table aria-label="Guests on the journey" data-testid="journey-guests">
              <TableHeader>
                <TableRow>
                  <TableHead>Guest</TableHead>
                  <TableHead className="hidden sm:table-cell">Where they are</TableHead>
                  <TableHead className="hidden text-right md:table-cell">Steps</TableHead>
                  <TableHead className="hidden md:table-cell">Last seen</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row) => {
                  const last = row.path[row.path.length - 1]
                  const where = row.completed_at ? 'Finished' : (stepName(row.current_step_id) ?? '—')
                  return (
                    <TableRow key={row.attendee_id} data-testid="journey-guest-row">
                      <TableCell className="py-2 whitespace-normal">
                        <button type="button" className="text-left font-medium text-foreground hover:text-primary hover:underline" onClick={() => setOpen(row)}>
                          {row.name || row.email || 'A guest'}
                        </button>
                        {row.email && row.name && <span className="block text-xs text-muted-foreground">{row.email}</span>}
                        <span className="block text-xs text-muted-foreground sm:hidden">{where}</span>
                      </TableCell>
                      <TableCell className="hidden sm:table-cell">{where}</TableCell>
                      <TableCell className="hidden text-right tabular-nums md:table-cell">{formatCount(row.path.length)}</TableCell>
                      <TableCell className="hidden text-[13px] text-muted-foreground md:table-cell">
                        {formatEventTime(row.completed_at ?? last?.left_at ?? last?.reached_at ?? null, timezone)}
                      </TableCell>
                    </TableRow>
                  )
                })}
              </TableBody>
            </Table>
          )}
        </QueryView>
        {meta && meta.total > PER_PAGE && (
          <div className="border-t border-border">
            <PaginationBar page={meta.page} perPage={meta.per_page} total={meta.total} lastPage={meta.last_page} onPageChange={setPage} noun="guests" />
          </div>
        )}
      </Card>
      <GuestPathDialog path={open} timezone={timezone} onClose={() => setOpen(null)} />
    </div>
  )
}
