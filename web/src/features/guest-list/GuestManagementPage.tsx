import { useCallback, useMemo, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import type { RowSelectionState } from '@tanstack/react-table'
import { Upload, UserPlus } from 'lucide-react'
import { attendeeListQuery, type Attendee, type AttendeeFilter, type AttendeeSort } from '@/api/attendees'
import { eventQuery } from '@/api/events'
import { isConfirmed, useConfirm } from '@/components/feedback/confirm-context'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { PaginationBar } from '@/components/ui/pagination-bar'
import { useDocumentTitle } from '@/lib/page-title'
import { UploadGuestsDialog } from '@/features/guest-upload/UploadGuestsDialog'
import { AddGuestDialog } from './AddGuestDialog'
import { BulkActionBar } from './BulkActionBar'
import { EditGuestDialog } from './EditGuestDialog'
import { GuestFilterSelect } from './GuestFilterSelect'
import { GuestHistoryDrawer } from './GuestHistoryDrawer'
import { GuestListActionsContext, type GuestListActions } from './guest-list-actions'
import { DEFAULT_PER_PAGE, type GuestListSearch } from './guest-list-search'
import { GuestExportMenu } from './GuestExportMenu'
import { GuestSearchBox } from './GuestSearchBox'
import { GuestTable } from './GuestTable'
import { GuestTableEmpty } from './GuestTableEmpty'
import { GuestTableSkeleton } from './GuestTableSkeleton'
import { StatFilterBar } from './StatFilterBar'
import { useDeleteGuest } from './use-guest-mutations'

type GuestManagementPageProps = { eventUuid: string; search: GuestListSearch }

export function GuestManagementPage({ eventUuid, search }: GuestManagementPageProps) {
  const { data: event } = useSuspenseQuery(eventQuery(eventUuid))
  useDocumentTitle(`Guest Management · ${event.name}`)
  const navigate = useNavigate({ from: '/events/$uuid/guest-management' })
  const confirm = useConfirm()
  const deleteGuest = useDeleteGuest(eventUuid)
  const canEdit = event.permissions?.edit !== false

  const filter: AttendeeFilter = search.filter ?? 'all'
  const page = search.page ?? 1
  const perPage = search.per_page ?? DEFAULT_PER_PAGE
  const params = { page, per_page: perPage, search: search.q ?? '', filter, sort: search.sort }
  const query = useQuery(attendeeListQuery(eventUuid, params))
  const guests = query.data?.data ?? EMPTY
  const meta = query.data?.meta

  const [rowSelection, setRowSelection] = useState<RowSelectionState>({})
  const [adding, setAdding] = useState(false)
  const [uploading, setUploading] = useState(false)
  const [editing, setEditing] = useState<Attendee | null>(null)
  // The guest stays set while the drawer slides out; `open` drives the drawer.
  const [history, setHistory] = useState<{ guest: Attendee; trigger: HTMLElement | null; open: boolean } | null>(null)
  const selectedIds = useMemo(() => Object.keys(rowSelection).filter((id) => rowSelection[id]), [rowSelection])

  const updateSearch = useCallback(
    (patch: Partial<GuestListSearch>, resetSelection = true) => {
      if (resetSelection) setRowSelection({})
      void navigate({ search: (prev) => ({ ...prev, page: undefined, ...patch }), replace: true })
    },
    [navigate],
  )
  const onSearch = useCallback((q: string) => updateSearch({ q: q || undefined }), [updateSearch])

  const actions = useMemo<GuestListActions>(
    () => ({
      eventUuid,
      canEdit,
      onEdit: setEditing,
      onHistory: (guest, trigger) => setHistory({ guest, trigger: trigger ?? null, open: true }),
      onDelete: async (guest) => {
        const outcome = await confirm({
          key: 'delete-attendee',
          message: `Delete ${guest.full_name} from the guest list? Their plus-ones will be deleted too. This can not be undone.`,
          tone: 'danger',
        })
        if (isConfirmed(outcome)) deleteGuest.mutate(guest)
      },
    }),
    [eventUuid, canEdit, confirm, deleteGuest],
  )

  const filtered = filter !== 'all' || Boolean(search.q)
  // Show the guest as currently listed, so a rename pushed from elsewhere updates the drawer's title.
  const historyGuest = history ? (guests.find((guest) => guest.id === history.guest.id) ?? history.guest) : null

  return (
    <GuestListActionsContext.Provider value={actions}>
      <StatFilterBar eventUuid={eventUuid} filter={filter} onFilterChange={(next) => updateSearch({ filter: next === 'all' ? undefined : next })} />
      <Card className="overflow-hidden">
        <div className="flex flex-col gap-2 border-b border-border p-3 sm:flex-row sm:items-center">
          <GuestFilterSelect value={filter} onChange={(next) => updateSearch({ filter: next === 'all' ? undefined : next })} />
          <GuestSearchBox value={search.q ?? ''} onSearch={onSearch} />
          <div className="flex gap-2 sm:ml-auto">
            <GuestExportMenu eventUuid={eventUuid} filter={filter} search={search.q ?? ''} sort={search.sort} selectedIds={selectedIds} />
            {canEdit && (
              <Button variant="secondary" data-testid="upload-guests" onClick={() => setUploading(true)}>
                <Upload aria-hidden />
                Upload
              </Button>
            )}
            {canEdit && (
              <Button data-testid="add-guest" onClick={() => setAdding(true)}>
                <UserPlus aria-hidden />
                Add guest
              </Button>
            )}
          </div>
        </div>
        {selectedIds.length > 0 && <BulkActionBar eventUuid={eventUuid} selectedIds={selectedIds} onClear={() => setRowSelection({})} />}
        {query.isPending ? (
          <GuestTableSkeleton />
        ) : guests.length === 0 ? (
          <GuestTableEmpty
            filtered={filtered}
            onAddGuest={canEdit ? () => setAdding(true) : undefined}
            onClearFilters={() => updateSearch({ filter: undefined, q: undefined })}
          />
        ) : (
          <GuestTable
            guests={guests}
            rowSelection={rowSelection}
            onRowSelectionChange={(updater) => setRowSelection((previous) => (typeof updater === 'function' ? updater(previous) : updater))}
            sort={search.sort}
            onSortChange={(sort: AttendeeSort | undefined) => updateSearch({ sort }, false)}
            canEdit={canEdit}
          />
        )}
        {meta && meta.total > 0 && (
          <div className="border-t border-border">
            <PaginationBar
              page={meta.page}
              perPage={meta.per_page}
              total={meta.total}
              lastPage={meta.last_page}
              noun={meta.total === 1 ? 'guest' : 'guests'}
              onPageChange={(next) => void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) })}
            />
          </div>
        )}
      </Card>
      <AddGuestDialog eventUuid={eventUuid} open={adding} onOpenChange={setAdding} />
      {canEdit && <UploadGuestsDialog eventUuid={eventUuid} open={uploading} onOpenChange={setUploading} />}
      <EditGuestDialog eventUuid={eventUuid} guest={editing} onClose={() => setEditing(null)} />
      <GuestHistoryDrawer
        guest={historyGuest}
        open={history?.open ?? false}
        returnFocus={history?.trigger}
        onOpenChange={(open) => setHistory((previous) => (previous ? { ...previous, open } : previous))}
      />
    </GuestListActionsContext.Provider>
  )
}

const EMPTY: Attendee[] = []
