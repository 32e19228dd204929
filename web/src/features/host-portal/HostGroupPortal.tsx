import { useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Lock, Users } from 'lucide-react'
import { INVITATIONS_OFF_FOR_HOSTS_MESSAGE } from '@usher/domain/invitations/invitations-switch'
import { groupGuests, hostGroup, hostPortalKeys, type PortalGuest } from '@/api/host-portal'
import { useInviteHostGuest, useSendHostGuestPass } from '@/api/host-portal-mutations'
import { EmptyState } from '@/components/ui/empty-state'
import { PaginationBar } from '@/components/ui/pagination-bar'
import { SearchInput } from '@/components/ui/search-input'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { isApiError } from '@/lib/api-error'
import { useDocumentTitle } from '@/lib/page-title'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { GroupHeader } from './GroupHeader'
import { GuestFormDialog } from './GuestFormDialog'
import { GuestList } from './GuestList'
import { TicketCounters } from './TicketCounters'
import { GroupFloorPlan } from './GroupFloorPlan'
import { PendingSpinner, QueryView } from '@/components/query-view'

/**
 * Live by polling: the portal asks again every few seconds, so RSVPs and
 * check-ins appear as they happen without a websocket (the dashboard's hub
 * authorises organiser accounts only).
 */
const HOST_PORTAL_POLL_MS = 3000
const PER_PAGE = 25

/** One group in the host portal: header, counters, the read-only banner after the deadline, and the guests. */
export function HostGroupPortal({ host, groupId }: { host: string; groupId: string }) {
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const [editing, setEditing] = useState<PortalGuest | null>(null)
  const [busyId, setBusyId] = useState<string | null>(null)
  const debouncedSearch = useDebouncedValue(search.trim(), 300)

  const group = useQuery({
    queryKey: hostPortalKeys.group(host, groupId),
    queryFn: ({ signal }) => hostGroup(host, groupId, signal).then((r) => r.data),
    refetchInterval: (query) => (query.state.status === 'error' ? false : HOST_PORTAL_POLL_MS),
    retry: false,
  })
  const guests = useQuery({
    queryKey: hostPortalKeys.guests(host, groupId, debouncedSearch, page),
    queryFn: ({ signal }) => groupGuests(host, groupId, { search: debouncedSearch, page, per_page: PER_PAGE }, signal),
    refetchInterval: HOST_PORTAL_POLL_MS,
    placeholderData: keepPreviousData,
    enabled: group.isSuccess,
  })
  useDocumentTitle(group.data ? `${group.data.name} · ${group.data.event.name}` : 'Your group')

  const onActionError = (error: Error) => showSnackbar(isApiError(error) ? error.message : 'Something went wrong.', 'error')
  const invite = useInviteHostGuest(host, groupId, {
    onSuccess: (result) => showSnackbar(`Invitation sent to ${result.data.email}.`, 'success'),
    onError: onActionError,
    onSettled: () => setBusyId(null),
  })
  const sendPass = useSendHostGuestPass(host, groupId, {
    onSuccess: (result) => showSnackbar(`Pass sent to ${result.data.sent_to}.`, 'success'),
    onError: onActionError,
    onSettled: () => setBusyId(null),
  })

  return (
    <QueryView
      query={group}
      pendingLabel="Loading your group"
      pendingClassName="flex justify-center py-16"
      pending={<PendingSpinner />}
      error={(error) => (
        <div className="py-12 text-center" role="alert">
          <h1 className="text-lg font-semibold">This group is not available</h1>
          <p className="mt-2 text-sm text-muted-foreground">
            {isApiError(error) && error.status === 404 ? 'Check that you opened the whole link, or ask the organiser for a new one.' : error.message}
          </p>
        </div>
      )}
    >
      {(data) => (
        <div className="flex flex-col gap-5">
          <GroupHeader group={data} />
          {!data.access.open && (
            <div
              role="status"
              className="flex items-start gap-2 rounded-lg border border-warning/30 bg-warning-soft px-3 py-2.5 text-sm text-warning"
              data-testid="host-read-only"
            >
              <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
              <p>{data.access.message}</p>
            </div>
          )}
          <TicketCounters tickets={data.tickets} />
          <section aria-label="Guests" className="flex flex-col gap-3">
            <div className="flex items-center justify-between gap-3">
              <h2 className="text-base font-semibold">Your guests</h2>
              <SearchInput
                className="w-44 sm:w-64"
                value={search}
                onValueChange={(value) => {
                  setSearch(value)
                  setPage(1)
                }}
                placeholder="Search guests"
                aria-label="Search guests"
              />
            </div>
            {!data.settings.is_invitations_enabled && (
              <p className="text-sm text-muted-foreground" data-testid="host-invitations-off">
                {INVITATIONS_OFF_FOR_HOSTS_MESSAGE}
              </p>
            )}
            <QueryView
              query={guests}
              pendingLabel="Loading guests"
              pendingClassName="flex justify-center py-10"
              pending={<PendingSpinner />}
              isEmpty={(found) => found.data.length === 0}
              empty={
                <EmptyState
                  icon={Users}
                  title={debouncedSearch ? 'No guest matches your search' : 'No tickets yet'}
                  description={debouncedSearch ? undefined : 'The organiser has not allocated tickets to this group yet.'}
                />
              }
            >
              {(found) => (
                <>
                  <GuestList
                    guests={found.data}
                    groupName={data.name}
                    timezone={data.event.timezone}
                    canChange={data.access.open}
                    canSendPasses={data.settings.is_sending_tickets_enabled}
                    canInvite={data.settings.is_invitations_enabled}
                    busyId={busyId}
                    onName={setEditing}
                    onEdit={setEditing}
                    onInvite={(guest) => {
                      setBusyId(guest.id)
                      invite.mutate(guest)
                    }}
                    onSendPass={(guest) => {
                      setBusyId(guest.id)
                      sendPass.mutate(guest)
                    }}
                  />
                  {found.meta.last_page > 1 && (
                    <PaginationBar
                      page={page}
                      perPage={PER_PAGE}
                      total={found.meta.total}
                      lastPage={found.meta.last_page}
                      onPageChange={setPage}
                      noun="guests"
                    />
                  )}
                </>
              )}
            </QueryView>
          </section>
          {data.settings.shows_floor_plan && <GroupFloorPlan host={host} groupId={groupId} />}
          <GuestFormDialog
            host={host}
            groupId={groupId}
            groupName={data.name}
            guest={editing}
            emailRequired={data.settings.is_email_required}
            onClose={() => setEditing(null)}
          />
        </div>
      )}
    </QueryView>
  )
}
