import { Suspense, useCallback, useMemo, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import type { RowSelectionState } from '@tanstack/react-table'
import type { Attendee, AttendeeFilter, AttendeeSort } from '@/api/attendees'
import type { CustomField } from '@usher/domain/fields/custom-fields'
import { eventQuery } from '@/api/events'
import { isConfirmed, useConfirm } from '@/components/feedback/confirm-context'
import { Card } from '@/components/ui/card'
import { useDocumentTitle } from '@/lib/page-title'
import type { SelectionScope } from './toolbar/BulkActionBar'
import { useWholeViewIds } from '@/api/attendee-pages'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { GuestListActionsContext, type GuestListActions } from './guest-list-actions'
import { searchForRole, type GuestListSearch } from './filters/guest-list-search'
import { GuestTable } from './table/GuestTable'
import { GuestTableEmpty } from './table/GuestTableEmpty'
import { GuestTableSkeleton } from './table/GuestTableSkeleton'
import { GuestToolbar } from './toolbar/GuestToolbar'
import { StatFilterBar } from './filters/StatFilterBar'
import { deleteGuestsQuestion, useDeleteGuest } from '@/api/guest-mutations'
import { AttendeeTabsBar } from './tabs/AttendeeTabsBar'
import { guestColumns } from './columns/guest-columns'
import { customFieldsQuery } from '@/api/guest-fields'
import { withGuestFieldColumns } from './columns/guest-field-columns'
import { customFieldFiltersOf } from './custom-fields/custom-field-filter-search'
import { listParamsOf } from './filters/list-params'
import { searchOfTab, viewOfSearch } from './tabs/tab-view'
import { useAttendeeTabs } from './tabs/use-attendee-tabs'
import { useGuestColumns } from './columns/use-guest-columns'
import type { AttendeeTab } from '@/api/attendee-views'
import { PastViewBanner } from './time-travel/PastViewBanner'
import { useGuestCountersQuery, useGuestListQuery } from './time-travel/use-guest-list-query'
import { GuestManagementTabs } from '@/components/layout/GuestManagementTabs'
import { eventAreasOf } from '@usher/domain/access/event-areas'
import { useAbility } from '@/lib/use-ability'
import { lazyDialog, OnceOpened, usePreloadWhenIdle } from '@/components/ui/lazy-dialog'
import { dropdownMenus } from '@/components/ui/dropdown-menu'
import { popovers } from '@/components/ui/popover'

// What opens on a click loads apart from the list (phone rules, the upload's parser and checks, the
// history's event words), once the list is showing.
const AddGuestDialog = lazyDialog(() => import('./dialogs/AddGuestDialog').then((module) => module.AddGuestDialog))
const ColumnSettingsDialog = lazyDialog(() => import('./columns/ColumnSettingsDialog').then((module) => module.ColumnSettingsDialog))
const TabNameDialog = lazyDialog(() => import('./tabs/TabNameDialog').then((module) => module.TabNameDialog))
const ActionAlertsDialog = lazyDialog(() => import('./dialogs/ActionAlertsDialog').then((module) => module.ActionAlertsDialog))
const UploadGuestsDialog = lazyDialog(() => import('./upload/UploadGuestsDialog').then((module) => module.UploadGuestsDialog))
const EditGuestDialog = lazyDialog(() => import('./dialogs/EditGuestDialog').then((module) => module.EditGuestDialog))
// The bulk actions' bar (invitations and their preview, tags, statuses, badges) shows once guests are ticked.
const BulkActionBar = lazyDialog(() => import('./toolbar/BulkActionBar').then((module) => module.BulkActionBar))
const GuestHistoryDrawer = lazyDialog(() => import('./drawer/GuestHistoryDrawer').then((module) => module.GuestHistoryDrawer))

type GuestManagementPageProps = { eventUuid: string; search: GuestListSearch }

export function GuestManagementPage({ eventUuid, search: linkSearch }: GuestManagementPageProps) {
  const { data: event } = useSuspenseQuery(eventQuery(eventUuid))
  useDocumentTitle(`Guest Management · ${event.name}`)
  const navigate = useNavigate({ from: '/events/$uuid/guest-management' })
  const confirm = useConfirm()
  const deleteGuest = useDeleteGuest(eventUuid)
  // What the role reads (shared/domain/src/access/event-areas.ts): door staff get the guests, not the organiser's tools,
  // nor the RSVP, approval and invitation filters or time travel, even from a link an organiser shared.
  const areas = eventAreasOf(event.permissions)
  const { details, guests: readsGuests, pastViews } = areas
  const search = useMemo(() => searchForRole(linkSearch, { details, guests: readsGuests, pastViews }), [linkSearch, details, readsGuests, pastViews])
  // Time travel: a past moment shows the list as it was, read only.
  const asOf = search.as_of
  const canEdit = useAbility(event, 'update') && !asOf
  const canCheckIn = useAbility(event, 'check_in') && !asOf

  const filter: AttendeeFilter = search.filter ?? 'all'
  const params = useMemo(() => listParamsOf(search), [search])
  const query = useGuestListQuery(eventUuid, params, asOf)
  // The rows wait for the counters (asked for beside them by the route's loader): both show together, so
  // nobody reads a count above the guests that is not there yet.
  const countersPending = useGuestCountersQuery(eventUuid, asOf).isPending
  const guests = useMemo(() => query.data?.pages.flatMap((page) => page.data) ?? EMPTY, [query.data])
  const total = query.data?.pages[0]?.meta.total ?? 0

  const columnContext = useMemo(
    () => ({ canEdit, seatingEnabled: event.is_seating_enabled, seatingType: event.seating_type, atTheDoor: !areas.details }),
    [canEdit, event.is_seating_enabled, event.seating_type, areas.details],
  )
  const customFieldsAsked = useQuery({ ...customFieldsQuery(eventUuid), enabled: areas.details })
  const customFields = customFieldsAsked.data
  const allColumns = useMemo(() => {
    const columns = withGuestFieldColumns(guestColumns, customFields ?? [], event.ticket_variations)
    // Row checkboxes only feed bulk changes, which need edit permission: viewers get none.
    return canEdit ? columns : columns.filter((column) => column.id !== 'select')
  }, [customFields, event.ticket_variations, canEdit])
  const columns = useGuestColumns(eventUuid, allColumns, columnContext)
  // Nor do the rows show before their columns: a custom field's column or a saved arrangement arriving
  // after the rows moved the headers under the reader's eyes (both are asked for with the first guests).
  const columnsPending = (areas.details && customFieldsAsked.isPending) || !columns.ready
  const [columnsOpen, setColumnsOpen] = useState(false)
  const [alertsOpen, setAlertsOpen] = useState(false)
  const tabs = useAttendeeTabs(eventUuid)
  const [naming, setNaming] = useState<{ mode: 'create' } | { mode: 'rename'; tab: AttendeeTab } | null>(null)

  const [rowSelection, setRowSelectionState] = useState<RowSelectionState>({})
  // Set once "select all in this view" has selected every guest of the view; any other change of selection ends it.
  const [wholeView, setWholeView] = useState(false)
  const setRowSelection = useCallback((next: RowSelectionState | ((previous: RowSelectionState) => RowSelectionState)) => {
    setWholeView(false)
    setRowSelectionState(next)
  }, [])
  const [adding, setAdding] = useState(false)
  const [uploading, setUploading] = useState(false)
  const [editing, setEditing] = useState<Attendee | null>(null)
  usePreloadWhenIdle(
    query.isSuccess && !countersPending && !columnsPending,
    AddGuestDialog,
    ColumnSettingsDialog,
    TabNameDialog,
    ActionAlertsDialog,
    UploadGuestsDialog,
    EditGuestDialog,
    GuestHistoryDrawer,
    BulkActionBar,
    // The menus and popovers of the rows, the toolbar and the shell (their triggers show at once; a press before opens once it is in).
    dropdownMenus,
    popovers,
  )
  // The guest stays set while the drawer slides out; `open` drives the drawer.
  const [history, setHistory] = useState<{ guest: Attendee; trigger: HTMLElement | null; open: boolean } | null>(null)
  const selectedIds = useMemo(() => Object.keys(rowSelection).filter((id) => rowSelection[id]), [rowSelection])

  const updateSearch = useCallback(
    (patch: Partial<GuestListSearch>, resetSelection = true) => {
      if (resetSelection) setRowSelection({})
      void navigate({ search: (prev) => ({ ...prev, page: undefined, ...patch }), replace: true })
    },
    [navigate, setRowSelection],
  )
  const onSearch = useCallback((q: string) => updateSearch({ q: q || undefined }), [updateSearch])

  // A tab is a saved view: selecting it shows its filters and sort (in the URL) and its columns.
  const selectTab = (tab: AttendeeTab) => {
    setRowSelection({})
    if (tab.columns.length > 0) columns.setColumns(tab.columns)
    void navigate({ search: searchOfTab(tab) as GuestListSearch, replace: true })
  }
  const currentView = () => ({ ...viewOfSearch(search), columns: columns.arranged })
  const deleteTab = async (tab: AttendeeTab) => {
    const outcome = await confirm({
      message: `Delete the tab ${tab.name}? The guests stay; only the saved view goes.`,
      confirmLabel: 'Delete tab',
      tone: 'danger',
    })
    if (!isConfirmed(outcome)) return
    tabs.remove.mutate(tab.id)
    if (search.tab === tab.id) void navigate({ search: (prev) => ({ ...prev, tab: undefined }), replace: true })
  }

  const actions = useMemo<GuestListActions>(
    () => ({
      eventUuid,
      canEdit,
      canCheckIn,
      timezone: event.timezone,
      onEdit: setEditing,
      onHistory: (guest, trigger) => setHistory({ guest, trigger: trigger ?? null, open: true }),
      onDelete: async (guest) => {
        const outcome = await confirm({
          message: deleteGuestsQuestion(guest.full_name),
          tone: 'danger',
        })
        if (isConfirmed(outcome)) deleteGuest.mutate(guest)
      },
    }),
    [eventUuid, canEdit, canCheckIn, event.timezone, confirm, deleteGuest],
  )

  const widen = useWholeViewIds(eventUuid, {
    onSuccess: (ids) => {
      setRowSelectionState(Object.fromEntries(ids.map((id) => [id, true])))
      setWholeView(true)
    },
    onError: (error) => showSnackbar(error.message, 'error'),
  })
  const scope: SelectionScope = {
    total,
    canWiden: total > guests.length && guests.length > 0 && guests.every((guest) => rowSelection[guest.id]),
    wholeView,
    widening: widen.isPending,
    onWiden: () => widen.mutate(params),
  }

  const filtered =
    filter !== 'all' || Boolean(search.ids) || Boolean(search.q) || Boolean(search.tags || search.except_tags) || customFieldFiltersOf(search).size > 0
  // Show the guest as currently listed, so a rename pushed from elsewhere updates the drawer's title.
  const historyGuest = history ? (guests.find((guest) => guest.id === history.guest.id) ?? history.guest) : null

  return (
    <GuestListActionsContext.Provider value={actions}>
      {asOf && <PastViewBanner asOf={asOf} onBackToNow={() => updateSearch({ as_of: undefined })} />}
      {areas.details && <GuestManagementTabs uuid={eventUuid} />}
      <StatFilterBar
        eventUuid={eventUuid}
        asOf={asOf}
        filter={filter}
        onFilterChange={(next) => updateSearch({ filter: next === 'all' ? undefined : next, ids: undefined })}
      />
      <Card className="overflow-hidden">
        <AttendeeTabsBar
          tabs={tabs.tabs}
          activeTabId={search.tab}
          canEdit={canEdit}
          onSelectAll={() => {
            setRowSelection({})
            void navigate({ search: {}, replace: true })
          }}
          onSelect={selectTab}
          onReorder={(ids) => tabs.reorder.mutate(ids)}
          onSaveNew={() => setNaming({ mode: 'create' })}
          onRename={(tab) => setNaming({ mode: 'rename', tab })}
          onUpdateView={(tab) => tabs.update.mutate({ id: tab.id, input: currentView() })}
          onDelete={(tab) => void deleteTab(tab)}
        />
        <GuestToolbar
          eventUuid={eventUuid}
          areas={areas}
          search={search}
          filter={filter}
          selectedIds={selectedIds}
          customFields={customFields ?? EMPTY_FIELDS}
          canEdit={canEdit}
          updateSearch={updateSearch}
          onSearch={onSearch}
          onOpenColumns={() => setColumnsOpen(true)}
          onOpenAlerts={() => setAlertsOpen(true)}
          onUpload={() => setUploading(true)}
          onAddGuest={() => setAdding(true)}
        />
        {selectedIds.length > 0 && (
          <Suspense fallback={null}>
            <BulkActionBar eventUuid={eventUuid} selectedIds={selectedIds} guests={guests} scope={scope} onClear={() => setRowSelection({})} />
          </Suspense>
        )}
        {query.isPending || countersPending || columnsPending ? (
          <GuestTableSkeleton />
        ) : guests.length === 0 ? (
          <GuestTableEmpty
            filtered={filtered}
            onAddGuest={canEdit ? () => setAdding(true) : undefined}
            onClearFilters={() => updateSearch({ filter: undefined, q: undefined, tags: undefined, except_tags: undefined, ids: undefined })}
          />
        ) : (
          <GuestTable
            guests={guests}
            columns={columns.visible}
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            fetchNextPage={() => void query.fetchNextPage()}
            rowSelection={rowSelection}
            onRowSelectionChange={(updater) =>
              setRowSelection((previous) => {
                const next = typeof updater === 'function' ? updater(previous) : updater
                // Unticking every loaded row ends a whole-view selection, rows not yet loaded included.
                return wholeView && guests.every((guest) => !next[guest.id]) ? {} : next
              })
            }
            sort={search.sort}
            onSortChange={(sort: AttendeeSort | undefined) => updateSearch({ sort }, false)}
            canEdit={canEdit}
          />
        )}
        {total > 0 && (
          <p className="border-t border-border px-3 py-2 text-xs text-muted-foreground tabular-nums" data-testid="guest-count" aria-live="polite">
            {guests.length < total
              ? `${guests.length.toLocaleString()} of ${total.toLocaleString()} guests loaded`
              : `${total.toLocaleString()} ${total === 1 ? 'guest' : 'guests'}`}
          </p>
        )}
      </Card>
      <OnceOpened open={adding}>
        <AddGuestDialog eventUuid={eventUuid} open={adding} onOpenChange={setAdding} />
      </OnceOpened>
      <OnceOpened open={columnsOpen}>
        <ColumnSettingsDialog
          open={columnsOpen}
          onOpenChange={setColumnsOpen}
          columns={columns.arranged}
          labels={columns.labels}
          onChange={columns.setColumns}
          onReset={() => columns.setColumns([])}
        />
      </OnceOpened>
      <OnceOpened open={naming !== null}>
        <TabNameDialog
          open={naming !== null}
          onOpenChange={(open) => !open && setNaming(null)}
          title={naming?.mode === 'rename' ? 'Rename tab' : 'Save view as tab'}
          description={
            naming?.mode === 'rename'
              ? 'Everyone who manages this event sees the new name.'
              : 'Saves the current filters, search, sort and columns as a tab for everyone who manages this event.'
          }
          submitLabel={naming?.mode === 'rename' ? 'Rename' : 'Save tab'}
          initialName={naming?.mode === 'rename' ? naming.tab.name : ''}
          onSubmit={async (name) => {
            if (naming?.mode === 'rename') return tabs.update.mutateAsync({ id: naming.tab.id, input: { name } })
            const created = await tabs.create.mutateAsync({ name, ...currentView() })
            void navigate({ search: (prev) => ({ ...prev, tab: created.data.id }), replace: true })
          }}
        />
      </OnceOpened>
      {canEdit && (
        <OnceOpened open={alertsOpen}>
          <ActionAlertsDialog eventUuid={eventUuid} open={alertsOpen} onOpenChange={setAlertsOpen} />
        </OnceOpened>
      )}
      {canEdit && (
        <OnceOpened open={uploading}>
          <UploadGuestsDialog eventUuid={eventUuid} open={uploading} onOpenChange={setUploading} />
        </OnceOpened>
      )}
      <OnceOpened open={editing !== null}>
        <EditGuestDialog eventUuid={eventUuid} guest={editing} onClose={() => setEditing(null)} />
      </OnceOpened>
      <OnceOpened open={history?.open ?? false}>
        <GuestHistoryDrawer
          guest={historyGuest}
          open={history?.open ?? false}
          returnFocus={history?.trigger}
          onOpenChange={(open) => setHistory((previous) => (previous ? { ...previous, open } : previous))}
        />
      </OnceOpened>
    </GuestListActionsContext.Provider>
  )
}

const EMPTY: Attendee[] = []
const EMPTY_FIELDS: CustomField[] = []
