import { useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Copy, MoreHorizontal, Plus, Route as RouteIcon, Star, StarOff, Trash2 } from 'lucide-react'
import { journeyListQuery, type Journey } from '@/api/journeys'
import { eventQuery } from '@/api/events'
import { isConfirmed, useConfirm } from '@/components/feedback/confirm-context'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { EmptyState } from '@/components/ui/empty-state'
import { QueryView } from '@/components/query-view'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { PageHeader } from '@/components/layout/PageHeader'
import { formatCount, plural } from '@/lib/counts'
import { useDocumentTitle } from '@/lib/page-title'
import { CreateJourneyDialog } from './CreateJourneyDialog'
import { JourneyVersionBadge } from './JourneyVersionBadge'
import { useDeleteJourney, useDuplicateJourney, useMakeDefaultJourney } from '@/api/journey-mutations'
import { useAbility } from '@/lib/use-ability'

/** The event's journeys (spec section 2, journeys): which one invitations lead to, what is published, how guests fare. */
export function JourneysPage({ eventUuid }: { eventUuid: string }) {
  const { data: event } = useSuspenseQuery(eventQuery(eventUuid))
  useDocumentTitle(`Journeys · ${event.name}`)
  const canEdit = useAbility(event, 'update')
  const navigate = useNavigate()
  const confirm = useConfirm()
  const [creating, setCreating] = useState(false)
  const list = useQuery(journeyListQuery(eventUuid))
  const duplicate = useDuplicateJourney(eventUuid)
  const remove = useDeleteJourney(eventUuid)
  const makeDefault = useMakeDefaultJourney(eventUuid)

  const open = (journey: Journey) => void navigate({ to: '/events/$uuid/journeys/$journeyId', params: { uuid: eventUuid, journeyId: journey.id } })
  const askToDelete = async (journey: Journey) => {
    const outcome = await confirm({
      heading: `Delete ${journey.name}?`,
      message:
        journey.stats.started > 0
          ? `${plural(journey.stats.started, 'guest has', 'guests have')} started it; those still on it finish on the plain RSVP page. Its record of their answers stays in each guest's history.`
          : 'The journey and its draft are deleted.',
      confirmLabel: 'Delete journey',
      tone: 'danger',
    })
    if (isConfirmed(outcome)) remove.mutate(journey)
  }

  const journeys = list.data ?? []
  return (
    <div>
      <PageHeader
        title="Journeys"
        description="What guests go through after opening their invitation: pages, the RSVP, questions, ending at their pass."
        actions={
          canEdit && (
            <Button onClick={() => setCreating(true)} data-testid="new-journey">
              <Plus aria-hidden /> New journey
            </Button>
          )
        }
      />
      <Card className="overflow-hidden">
        <QueryView
          query={list}
          pendingLabel="Loading journeys"
          pending={<p className="p-6 text-[13px] text-muted-foreground">Loading journeys…</p>}
          isEmpty={() => journeys.length === 0}
          empty={
            <EmptyState
              icon={RouteIcon}
              title="No journeys yet"
              description="Without a journey, invitations open the plain RSVP page. Build one to welcome guests, ask questions only some of them need, and lead everyone to their pass."
              action={
                canEdit && (
                  <Button onClick={() => setCreating(true)}>
                    <Plus aria-hidden /> New journey
                  </Button>
                )
              }
            />
          }
        >
          {() => (
            <Table aria-label="Journeys" data-testid="journeys-table">
              <TableHeader>
                <TableRow>
                  <TableHead>Name</TableHead>
                  <TableHead className="hidden sm:table-cell">Published</TableHead>
                  <TableHead className="hidden text-right md:table-cell">Steps</TableHead>
                  <TableHead className="hidden text-right md:table-cell">Started</TableHead>
                  <TableHead className="hidden text-right md:table-cell">Completed</TableHead>
                  {canEdit && (
                    <TableHead className="w-10">
                      <span className="sr-only">Actions</span>
                    </TableHead>
                  )}
                </TableRow>
              </TableHeader>
              <TableBody>
                {journeys.map((journey) => (
                  <TableRow key={journey.id} data-testid="journey-row">
                    <TableCell className="max-w-[26rem] py-2.5 whitespace-normal">
                      <span className="flex flex-wrap items-center gap-2">
                        <Link
                          to="/events/$uuid/journeys/$journeyId"
                          params={{ uuid: eventUuid, journeyId: journey.id }}
                          className="font-medium text-foreground hover:text-primary hover:underline"
                        >
                          {journey.name}
                        </Link>
                        {journey.is_default && (
                          <Badge tone="primary" title="Invitations lead to this journey unless the invitation or the guest's group names another">
                            Default
                          </Badge>
                        )}
                      </span>
                      <div className="mt-1 sm:hidden">
                        <JourneyVersionBadge journey={journey} />
                      </div>
                      <p className="mt-0.5 text-xs text-muted-foreground md:hidden">
                        {plural(journey.draft.steps.length, 'step', 'steps')} · {formatCount(journey.stats.started)} started ·{' '}
                        {formatCount(journey.stats.completed)} completed
                      </p>
                    </TableCell>
                    <TableCell className="hidden py-2.5 whitespace-normal sm:table-cell">
                      <JourneyVersionBadge journey={journey} />
                    </TableCell>
                    <TableCell className="hidden text-right tabular-nums md:table-cell">{formatCount(journey.draft.steps.length)}</TableCell>
                    <TableCell className="hidden text-right tabular-nums md:table-cell" data-testid="journey-started">
                      {formatCount(journey.stats.started)}
                    </TableCell>
                    <TableCell className="hidden text-right tabular-nums md:table-cell" data-testid="journey-completed">
                      {formatCount(journey.stats.completed)}
                    </TableCell>
                    {canEdit && (
                      <TableCell>
                        <DropdownMenu>
                          <DropdownMenuTrigger asChild>
                            <Button size="icon-sm" variant="ghost" aria-label={`Actions for ${journey.name}`}>
                              <MoreHorizontal aria-hidden />
                            </Button>
                          </DropdownMenuTrigger>
                          <DropdownMenuContent>
                            <DropdownMenuItem onSelect={() => open(journey)}>Open</DropdownMenuItem>
                            <DropdownMenuItem onSelect={() => makeDefault.mutate({ journey, isDefault: !journey.is_default })}>
                              {journey.is_default ? <StarOff aria-hidden /> : <Star aria-hidden />}
                              {journey.is_default ? 'Stop being the default' : 'Make default'}
                            </DropdownMenuItem>
                            <DropdownMenuItem onSelect={() => duplicate.mutate(journey)}>
                              <Copy aria-hidden /> Duplicate
                            </DropdownMenuItem>
                            <DropdownMenuItem tone="danger" onSelect={() => void askToDelete(journey)}>
                              <Trash2 aria-hidden /> Delete
                            </DropdownMenuItem>
                          </DropdownMenuContent>
                        </DropdownMenu>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </QueryView>
      </Card>
      <CreateJourneyDialog eventUuid={eventUuid} open={creating} onOpenChange={setCreating} onCreated={open} />
    </div>
  )
}
