import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Armchair, UserRound, LoaderCircle } from 'lucide-react'
import { tableOwnerKeys, tableOwnerPage, type TableOwnerPageData } from '@/api/table-owner'
import { useOwnerSeatGuest, useOwnerUnseatGuest } from '@/api/seating-table-owner'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { PublicLayout } from '@/components/public/PublicLayout'
import { isApiError } from '@/lib/api-error'
import { useDocumentTitle } from '@/lib/page-title'
import { PlanView } from '@/components/plan-view/PlanView'
import { QueryView } from '@/components/query-view'

/**
 * A table owner's page (spec sections 2 and 6), opened by their signed link:
 * their table and who sits there and, if the organiser allows it, seating
 * their own guests at its free seats, up to the organiser's limit.
 */
export function TableOwnerPage({ eventUuid, token }: { eventUuid: string; token: string }) {
  const page = useQuery({
    queryKey: tableOwnerKeys.page(eventUuid, token),
    queryFn: ({ signal }) => tableOwnerPage(eventUuid, token, signal).then((reply) => reply.data),
    retry: false,
  })
  useDocumentTitle(page.data ? `Table ${page.data.table.name} · ${page.data.event.name}` : 'Your table')
  return (
    <PublicLayout>
      <QueryView
        query={page}
        pendingLabel="Loading your table"
        pendingClassName="flex justify-center py-10"
        pending={<LoaderCircle aria-hidden className="size-4 animate-spin" />}
        error={(error) => (
          <div className="py-6 text-center" role="alert">
            <h1 className="text-lg font-semibold">This link is not valid</h1>
            <p className="mt-2 text-sm text-muted-foreground">
              {isApiError(error) && error.status === 404 ? 'Check that you opened the whole link, or ask the organiser for a new one.' : error.message}
            </p>
          </div>
        )}
      >
        {(data) => <OwnedTable eventUuid={eventUuid} token={token} data={data} />}
      </QueryView>
    </PublicLayout>
  )
}

function OwnedTable({ eventUuid, token, data }: { eventUuid: string; token: string; data: TableOwnerPageData }) {
  const [choosing, setChoosing] = useState<string | null>(null)
  const seat = useOwnerSeatGuest(eventUuid, token)
  const unseat = useOwnerUnseatGuest(eventUuid, token)
  const tableName = `Table ${data.table.name}${data.table.label ? ` · ${data.table.label}` : ''}`
  const freeSeats = data.plan?.seats.filter((s) => !s.occupied && !s.disabled) ?? []
  const full = data.seated_by_owner >= data.limit
  const error = seat.error ?? unseat.error
  return (
    <div className="flex flex-col gap-5" data-testid="table-owner-page">
      <header>
        <p className="text-[13px] text-muted-foreground">{data.event.name}</p>
        <h1 className="text-xl font-semibold" data-testid="table-owner-table">
          {tableName}
        </h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Hello {data.owner.full_name}, this is your table.
          {data.may_seat_guests
            ? ` You can seat ${data.limit === 1 ? '1 of your guests' : `up to ${data.limit} of your guests`} here (${data.seated_by_owner} seated).`
            : ''}
        </p>
      </header>
      {data.plan && <PlanView plan={data.plan} focusTableIds={[data.table.id]} className="h-72" label={`${tableName}: your guests' seats are highlighted`} />}
      <section aria-label="Who sits here" className="flex flex-col gap-1.5">
        <h2 className="text-sm font-semibold">Who sits here</h2>
        <ul className="grid grid-cols-1 gap-1.5 text-sm sm:grid-cols-2" data-testid="table-owner-seats">
          {data.plan?.seats.map((s) => (
            <li key={s.id} className="flex min-w-0 items-center gap-1.5 rounded-md bg-muted/50 px-2 py-1">
              <Armchair className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
              <span className="shrink-0 whitespace-nowrap text-muted-foreground">Seat {s.name}:</span>
              <span className="min-w-0 truncate">{s.disabled ? 'not available' : (s.guest_name ?? (s.occupied ? 'taken' : 'free'))}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Your guests" className="flex flex-col gap-2">
        <h2 className="text-sm font-semibold">Your guests</h2>
        {error && (
          <p role="alert" className="text-sm text-error">
            {error.message}
          </p>
        )}
        <ul className="flex flex-col gap-2">
          {data.guests.map((guest) => (
            <li key={guest.id} className="rounded-lg border border-border p-3" data-testid="table-owner-guest">
              <div className="flex items-center gap-2">
                <UserRound className="size-4 text-muted-foreground" aria-hidden />
                <span className="min-w-0 flex-1 truncate font-medium">{guest.full_name}</span>
                {guest.at_this_table ? <Badge tone="success">{guest.seat}</Badge> : guest.seated_elsewhere ? <Badge tone="neutral">{guest.seat}</Badge> : null}
              </div>
              {data.may_seat_guests && !guest.seated_elsewhere && (
                <div className="mt-2 flex flex-wrap gap-2">
                  {guest.at_this_table ? (
                    <Button size="sm" variant="secondary" onClick={() => unseat.mutate(guest.id)} disabled={unseat.isPending}>
                      Take out of the seat
                    </Button>
                  ) : choosing === guest.id ? (
                    freeSeats.length === 0 ? (
                      <span className="text-sm text-muted-foreground">No free seat left at this table.</span>
                    ) : (
                      freeSeats.map((s) => (
                        <Button
                          key={s.id}
                          size="sm"
                          variant="soft"
                          onClick={() => seat.mutate({ guestId: guest.id, seatId: s.id }, { onSuccess: () => setChoosing(null) })}
                          disabled={seat.isPending}
                          data-testid="table-owner-free-seat"
                        >
                          Seat {s.name}
                        </Button>
                      ))
                    )
                  ) : (
                    <Button
                      size="sm"
                      onClick={() => setChoosing(guest.id)}
                      disabled={full && guest.id !== data.owner.id}
                      title={full && guest.id !== data.owner.id ? 'You have seated as many guests as the organiser allows.' : undefined}
                      data-testid="table-owner-choose-seat"
                    >
                      Choose a seat
                    </Button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
