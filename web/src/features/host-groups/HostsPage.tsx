import { useState } from 'react'
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { MoreHorizontal, UserRound } from 'lucide-react'
import { eventQuery } from '@/api/events'
import { attendeeKeys } from '@/api/attendees'
import { hostGroupKeys, hostsQuery, removeGroupHosts } from '@/api/host-groups'
import { isConfirmed, useConfirm } from '@/components/feedback/confirm-context'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { QueryView } from '@/components/query-view'
import { PaginationBar } from '@/components/ui/pagination-bar'
import { SearchInput } from '@/components/ui/search-input'
import { NativeSelect } from '@/components/ui/select'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { formatTimestampDate } from '@/lib/dates'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useDocumentTitle } from '@/lib/page-title'
import { PhoneNumber } from '@/components/PhoneNumber'
import { GuestManagementTabs } from '@/components/layout/GuestManagementTabs'
import { useAbility } from '@/lib/use-ability'

const PER_PAGE = 50
const RSVP = (value: boolean | null) =>
  value === true ? <Badge tone="success">Yes</Badge> : value === false ? <Badge tone="error">No</Badge> : <Badge>Pending</Badge>

/** Spec section 2 'Host table columns'; email and phone only with edit permission; filter has_account. */
export function HostsPage({ eventUuid }: { eventUuid: string }) {
  const { data: event } = useSuspenseQuery(eventQuery(eventUuid))
  useDocumentTitle(`Hosts · ${event.name}`)
  const canEdit = useAbility(event, 'update')
  const [search, setSearch] = useState('')
  const debounced = useDebouncedValue(search, 250)
  const [account, setAccount] = useState<'' | 'true' | 'false'>('')
  const [page, setPage] = useState(1)
  const hosts = useQuery(hostsQuery(eventUuid, { search: debounced || undefined, has_account: account || undefined, page, per_page: PER_PAGE }))
  const confirm = useConfirm()
  const queryClient = useQueryClient()
  const removeHost = async (attendeeId: string, name: string, group: { id: string; name: string }) => {
    const outcome = await confirm({
      heading: 'Remove host?',
      message: `${name} will no longer host ${group.name}. They stay on the guest list.`,
      confirmLabel: 'Remove host',
      tone: 'danger',
    })
    if (!isConfirmed(outcome)) return
    try {
      await removeGroupHosts(eventUuid, group.id, [attendeeId])
      showSnackbar(`${name} no longer hosts ${group.name}.`, 'success')
    } catch (failure) {
      showSnackbar(failure instanceof Error ? failure.message : 'The host could not be removed.', 'error')
    } finally {
      void queryClient.invalidateQueries({ queryKey: hostGroupKeys.event(eventUuid) })
      void queryClient.invalidateQueries({ queryKey: attendeeKeys.event(eventUuid) })
    }
  }
  const rows = hosts.data?.data ?? []
  const meta = hosts.data?.meta

  return (
    <>
      <GuestManagementTabs uuid={eventUuid} />
      <Card className="overflow-hidden">
        <div className="flex flex-col gap-2 border-b border-border p-3 sm:flex-row sm:items-center">
          <SearchInput
            className="sm:max-w-64"
            placeholder="Search hosts"
            aria-label="Search hosts"
            value={search}
            onValueChange={(value) => {
              setSearch(value)
              setPage(1)
            }}
          />
          <NativeSelect
            aria-label="Account"
            className="sm:w-44"
            value={account}
            placeholder="All hosts"
            options={[
              { value: 'true', label: 'With account' },
              { value: 'false', label: 'Without account' },
            ]}
            onChange={(e) => {
              setAccount(e.target.value as '' | 'true' | 'false')
              setPage(1)
            }}
          />
        </div>
        <QueryView
          query={hosts}
          pendingLabel="Loading hosts"
          pending={<p className="p-6 text-[13px] text-muted-foreground">Loading hosts…</p>}
          isEmpty={() => rows.length === 0}
          empty={<EmptyState icon={UserRound} title="No hosts" description="Hosts are added to a group in the group form." />}
        >
          {() => (
            <Table data-testid="hosts-table">
              <TableHeader>
                <TableRow>
                  <TableHead className="w-10">
                    <span className="sr-only">Picture</span>
                  </TableHead>
                  <TableHead>First Name</TableHead>
                  <TableHead>Last Name</TableHead>
                  {canEdit && <TableHead>Email</TableHead>}
                  {canEdit && <TableHead>Phone</TableHead>}
                  <TableHead>Host Groups</TableHead>
                  <TableHead>Host Group Tags</TableHead>
                  <TableHead>Group Name</TableHead>
                  <TableHead>Group Tag</TableHead>
                  <TableHead>Attending</TableHead>
                  <TableHead>Account</TableHead>
                  {canEdit && (
                    <TableHead className="w-10">
                      <span className="sr-only">Actions</span>
                    </TableHead>
                  )}
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((host) => (
                  <TableRow key={host.id} data-testid="host-table-row">
                    <TableCell>
                      <span className="flex size-7 items-center justify-center rounded-full bg-muted text-xs font-semibold text-muted-foreground">
                        {(host.first_name[0] ?? '?').toUpperCase()}
                      </span>
                    </TableCell>
                    <TableCell>{host.first_name}</TableCell>
                    <TableCell>{host.last_name}</TableCell>
                    {canEdit && <TableCell>{host.email ?? '—'}</TableCell>}
                    {canEdit && <TableCell>{host.phone_number ? <PhoneNumber value={host.phone_number} /> : '—'}</TableCell>}
                    <TableCell>{host.host_group_names.join(', ')}</TableCell>
                    <TableCell>{host.host_group_tags.join(', ') || '—'}</TableCell>
                    <TableCell>{host.group_name ?? '—'}</TableCell>
                    <TableCell>{host.group_tag ?? '—'}</TableCell>
                    <TableCell>{RSVP(host.is_attending)}</TableCell>
                    <TableCell>{host.account_created_at ? formatTimestampDate(host.account_created_at) : '—'}</TableCell>
                    {canEdit && (
                      <TableCell>
                        <DropdownMenu>
                          <DropdownMenuTrigger asChild>
                            <Button size="icon-sm" variant="ghost" aria-label={`Actions for ${host.full_name}`}>
                              <MoreHorizontal aria-hidden />
                            </Button>
                          </DropdownMenuTrigger>
                          <DropdownMenuContent>
                            {host.host_groups.map((group) => (
                              <DropdownMenuItem key={group.id} tone="danger" onSelect={() => void removeHost(host.id, host.full_name, group)}>
                                Stop hosting {group.name}
                              </DropdownMenuItem>
                            ))}
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
        {meta && meta.total > PER_PAGE && (
          <PaginationBar page={meta.page} perPage={meta.per_page} total={meta.total} lastPage={meta.last_page} onPageChange={setPage} noun="hosts" />
        )}
      </Card>
    </>
  )
}
