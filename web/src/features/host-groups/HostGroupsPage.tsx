import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { MoreHorizontal, Plus, Send, Share2, SlidersHorizontal, Upload, Users } from 'lucide-react'
import { eventQuery } from '@/api/events'
import { attendeeKeys } from '@/api/attendees'
import {
  applyDefaultGroupSettings,
  deleteHostGroups,
  groupSettingsOf,
  hostGroupKeys,
  hostGroupsQuery,
  hostGroupTagsQuery,
  sendHostGroupTickets,
  shareAllHostGroups,
  shareHostGroup,
  type ExperienceType,
  type HostGroup,
} from '@/api/host-groups'
import { isConfirmed, useConfirm } from '@/components/feedback/confirm-context'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { EmptyState } from '@/components/ui/empty-state'
import { QueryView } from '@/components/query-view'
import { PaginationBar } from '@/components/ui/pagination-bar'
import { SearchInput } from '@/components/ui/search-input'
import { NativeSelect } from '@/components/ui/select'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useDocumentTitle } from '@/lib/page-title'
import { GroupFormDialog } from './GroupFormDialog'
import { GuestManagementTabs } from '@/components/layout/GuestManagementTabs'
import { UploadGroupsDialog } from './UploadGroupsDialog'
import { plural } from '@/lib/counts'
import { useAbility } from '@/lib/use-ability'

const PER_PAGE = 25

/** Spec section 2 'Group table columns', with its search and its Group Settings and Group Tag filters. */
export function HostGroupsPage({ eventUuid }: { eventUuid: string }) {
  const { data: event } = useSuspenseQuery(eventQuery(eventUuid))
  useDocumentTitle(`Groups · ${event.name}`)
  const canEdit = useAbility(event, 'update')
  const [search, setSearch] = useState('')
  const debounced = useDebouncedValue(search, 250)
  const [experience, setExperience] = useState<'' | ExperienceType>('')
  const [tag, setTag] = useState('')
  const [page, setPage] = useState(1)
  const params = { search: debounced || undefined, experience_type: experience || undefined, tags: tag || undefined, page, per_page: PER_PAGE }
  const groups = useQuery(hostGroupsQuery(eventUuid, params))
  const tags = useQuery(hostGroupTagsQuery(eventUuid)).data ?? []
  const [editing, setEditing] = useState<HostGroup | null | undefined>(undefined)
  const [uploading, setUploading] = useState(false)
  const confirm = useConfirm()
  const queryClient = useQueryClient()

  const run = async (work: () => Promise<string>) => {
    try {
      showSnackbar(await work(), 'success')
    } catch (failure) {
      showSnackbar(failure instanceof Error ? failure.message : 'That did not work.', 'error')
    } finally {
      void queryClient.invalidateQueries({ queryKey: hostGroupKeys.event(eventUuid) })
      void queryClient.invalidateQueries({ queryKey: attendeeKeys.event(eventUuid) })
    }
  }
  const applyDefaults = async () => {
    const outcome = await confirm({
      heading: 'Apply default settings?',
      message:
        "Every group's settings (experience type, deadline, ticket sending, email, seating and floor plan) will be replaced by the event's default group settings.",
      confirmLabel: 'Apply to all groups',
    })
    if (isConfirmed(outcome))
      await run(async () => `Default settings applied to ${plural((await applyDefaultGroupSettings(eventUuid)).data.groups, 'group', 'groups')}.`)
  }
  const shareAll = async () => {
    const outcome = await confirm({
      heading: 'Share all groups?',
      message: 'Each host with an email address is emailed their access to their group.',
      confirmLabel: 'Share all',
    })
    if (isConfirmed(outcome))
      await run(async () => {
        const { data } = await shareAllHostGroups(eventUuid)
        return `${plural(data.shared, 'group', 'groups')} shared${data.skipped ? `; ${plural(data.skipped, 'has', 'have')} no host to email` : ''}.`
      })
  }
  const remove = async (group: HostGroup) => {
    const outcome = await confirm({
      heading: `Delete ${group.name}?`,
      message: 'Its unnamed tickets are deleted; named guests stay on the guest list without a group.',
      confirmLabel: 'Delete group',
      tone: 'danger',
    })
    if (isConfirmed(outcome))
      await run(async () => {
        await deleteHostGroups(eventUuid, [group.id])
        return `${group.name} deleted.`
      })
  }

  const rows = groups.data?.groups ?? []
  const meta = groups.data?.meta
  return (
    <>
      <GuestManagementTabs uuid={eventUuid} />
      <Card className="overflow-hidden">
        <div className="flex flex-col gap-2 border-b border-border p-3 sm:flex-row sm:flex-wrap sm:items-center">
          <SearchInput
            className="sm:max-w-64"
            placeholder="Search groups or hosts"
            aria-label="Search groups"
            value={search}
            onValueChange={(value) => {
              setSearch(value)
              setPage(1)
            }}
          />
          <NativeSelect
            aria-label="Group settings"
            className="sm:w-40"
            value={experience}
            placeholder="All settings"
            options={[
              { value: 'go', label: 'GO Host' },
              { value: 'pro', label: 'PRO Host' },
            ]}
            onChange={(e) => {
              setExperience(e.target.value as '' | ExperienceType)
              setPage(1)
            }}
          />
          <NativeSelect
            aria-label="Group tag"
            className="sm:w-40"
            value={tag}
            placeholder="All tags"
            options={tags.map((t) => ({ value: t.id, label: t.name }))}
            onChange={(e) => {
              setTag(e.target.value)
              setPage(1)
            }}
          />
          {canEdit && (
            <div className="flex flex-wrap gap-2 sm:ml-auto">
              <Button variant="ghost" asChild>
                <Link to="/events/$uuid/event-builder/groups" params={{ uuid: eventUuid }}>
                  Default settings
                </Link>
              </Button>
              <Button variant="secondary" onClick={() => void applyDefaults()} data-testid="apply-default-settings">
                <SlidersHorizontal aria-hidden /> Apply defaults
              </Button>
              <Button variant="secondary" onClick={() => void shareAll()} data-testid="share-all-groups">
                <Share2 aria-hidden /> Share all
              </Button>
              <Button variant="secondary" onClick={() => setUploading(true)} data-testid="upload-groups">
                <Upload aria-hidden /> Upload
              </Button>
              <Button onClick={() => setEditing(null)} data-testid="add-group">
                <Plus aria-hidden /> Add group
              </Button>
            </div>
          )}
        </div>
        <QueryView
          query={groups}
          pendingLabel="Loading groups"
          pending={<p className="p-6 text-[13px] text-muted-foreground">Loading groups…</p>}
          isEmpty={() => rows.length === 0}
          empty={
            <EmptyState
              icon={Users}
              title={params.search || experience || tag ? 'No group matches' : 'No groups yet'}
              description="A group is a company or party that brings guests, with hosts who name its tickets."
            />
          }
        >
          {() => (
            <Table data-testid="groups-table">
              <TableHeader>
                <TableRow>
                  <TableHead>Group Name</TableHead>
                  <TableHead>Group Tag</TableHead>
                  <TableHead>Group Hosts</TableHead>
                  <TableHead className="text-right">Total Allocated</TableHead>
                  <TableHead>Group Settings</TableHead>
                  <TableHead>Tickets Status</TableHead>
                  <TableHead>Shared</TableHead>
                  {canEdit && (
                    <TableHead className="w-10">
                      <span className="sr-only">Actions</span>
                    </TableHead>
                  )}
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((group) => (
                  <TableRow key={group.id} data-testid="group-row">
                    <TableCell className="font-medium">
                      {canEdit ? (
                        <button type="button" className="text-left hover:text-primary hover:underline" onClick={() => setEditing(group)}>
                          {group.name}
                        </button>
                      ) : (
                        group.name
                      )}
                      {!group.is_active && <Badge className="ml-2">Inactive</Badge>}
                    </TableCell>
                    <TableCell>
                      {group.host_group_tag ? <Badge tone="primary">{group.host_group_tag.name}</Badge> : <span className="text-subtle-foreground">—</span>}
                    </TableCell>
                    <TableCell className="max-w-56 truncate">
                      {group.hosts.map((host) => `${host.first_name} ${host.last_name}`.trim()).join(', ') || <span className="text-subtle-foreground">—</span>}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{group.total_tickets}</TableCell>
                    <TableCell>
                      <Badge tone={group.experience_type === 'pro' ? 'accent' : 'info'}>{group.experience_type === 'pro' ? 'PRO Host' : 'GO Host'}</Badge>
                    </TableCell>
                    <TableCell className="text-[13px] whitespace-nowrap" data-testid="tickets-status">
                      {group.tickets_status.named} named · {group.tickets_status.placeholders} to name · {group.tickets_status.rsvp_yes} yes
                    </TableCell>
                    <TableCell>{group.is_shared ? <Badge tone="success">Shared</Badge> : <Badge>Not shared</Badge>}</TableCell>
                    {canEdit && (
                      <TableCell>
                        <DropdownMenu>
                          <DropdownMenuTrigger asChild>
                            <Button size="icon-sm" variant="ghost" aria-label={`Actions for ${group.name}`}>
                              <MoreHorizontal aria-hidden />
                            </Button>
                          </DropdownMenuTrigger>
                          <DropdownMenuContent>
                            <DropdownMenuItem onSelect={() => setEditing(group)}>Edit</DropdownMenuItem>
                            <DropdownMenuItem
                              onSelect={() =>
                                void run(
                                  async () =>
                                    `${group.name} shared with ${plural((await shareHostGroup(eventUuid, group.id)).data.shared_with, 'host', 'hosts')}.`,
                                )
                              }
                            >
                              <Share2 aria-hidden /> Share
                            </DropdownMenuItem>
                            <DropdownMenuItem
                              onSelect={() =>
                                void run(
                                  async () => `Tickets sent to ${plural((await sendHostGroupTickets(eventUuid, group.id)).data.sent, 'guest', 'guests')}.`,
                                )
                              }
                            >
                              <Send aria-hidden /> Send tickets
                            </DropdownMenuItem>
                            <DropdownMenuItem tone="danger" onSelect={() => void remove(group)}>
                              Delete
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
        {meta && meta.total > PER_PAGE && (
          <PaginationBar page={meta.page} perPage={meta.per_page} total={meta.total} lastPage={meta.last_page} onPageChange={setPage} noun="groups" />
        )}
      </Card>
      {canEdit && (
        <GroupFormDialog
          eventUuid={eventUuid}
          group={editing}
          groups={rows}
          defaults={groupSettingsOf(event)}
          seatingEnabled={event.is_seating_enabled}
          onClose={() => setEditing(undefined)}
        />
      )}
      {canEdit && <UploadGroupsDialog eventUuid={eventUuid} open={uploading} onOpenChange={setUploading} />}
    </>
  )
}
