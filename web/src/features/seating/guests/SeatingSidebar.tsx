import { useMemo, useState } from 'react'
import { createPortal } from 'react-dom'
import { Armchair, ChevronUp, Users, WandSparkles, X } from 'lucide-react'
import { useQuery } from '@tanstack/react-query'
import { attendeeTagsQuery } from '@/api/attendee-tags'
import { Button } from '@/components/ui/button'
import { SearchInput } from '@/components/ui/search-input'
import { NativeSelect } from '@/components/ui/select'
import { SegmentedControl } from '@/components/ui/segmented-control'
import { cn } from '@/lib/cn'
import { formatCount } from '@/lib/counts'
import { useIsDesktop } from '@/lib/use-media-query'
import { useFloorPlan } from '../editor/floor-plan-context'
import { AutoSeatDialog } from './AutoSeatDialog'
import { PartyList } from './PartyList'
import { SeatedList } from './SeatedList'
import { indexPlan } from './drop-target'
import { filterEntries, sidebarEntries } from './parties'
import { usePlanDrop, type PickedParty } from './use-plan-drop'
import { useSeatActions } from './use-seat-actions'
import { useUnseatedGuests } from './use-unseated-guests'
import { QueryView } from '@/components/query-view'

// The floor plan's guests panel (issue 19 "Seating guests"): unseated guests
// and their parties to drag (or pick and tap) onto the plan, who sits where,
// and auto-seat. It lives inside FloorPlanContext, beside the editor's canvas.

type Tab = 'unseated' | 'seated'

/** A second press on the picked party's hand puts it down again. */
const samePeople = (a: PickedParty | null, b: PickedParty) => a !== null && a.members.map((m) => m.id).join() === b.members.map((m) => m.id).join()

export function SeatingSidebar() {
  const { plan, canvas, eventUuid, canEdit } = useFloorPlan()
  const index = useMemo(() => indexPlan(plan), [plan])
  const { guests, total: unseatedTotal, query: unseated } = useUnseatedGuests(eventUuid, plan)
  const isPending = unseated.isPending
  const tags = useQuery(attendeeTagsQuery(eventUuid))
  const actions = useSeatActions(eventUuid, index)
  const { dragProps, picked, pick } = usePlanDrop(canvas, index, actions.seatParty)
  const [tab, setTab] = useState<Tab>('unseated')
  const [search, setSearch] = useState('')
  const [tagId, setTagId] = useState('')
  const [groupId, setGroupId] = useState('')
  const [autoSeatOpen, setAutoSeatOpen] = useState(false)
  const desktop = useIsDesktop()
  const [drawerOpen, setDrawerOpen] = useState(false)

  const entries = useMemo(() => sidebarEntries(guests), [guests])
  const visible = useMemo(() => filterEntries(entries, { search, tagId, groupId }), [entries, search, tagId, groupId])
  const groups = useMemo(
    () =>
      entries.flatMap((entry) => (entry.kind === 'group' ? [{ value: entry.groupId, label: entry.name }] : [])).sort((a, b) => a.label.localeCompare(b.label)),
    [entries],
  )
  const seatedCount = plan.occupants.length
  const freeSeats = useMemo(() => plan.seats.filter((seat) => !seat.disabled && seat.attendee_id === null).length, [plan.seats])

  const body = (
    <div className="flex h-full min-h-0 w-full flex-col gap-3 p-3" data-testid="seating-sidebar">
      <div className="flex items-center gap-2">
        <SegmentedControl
          label="Guests"
          className="flex-1 [&>button]:flex-auto"
          value={tab}
          onValueChange={setTab}
          options={[
            { value: 'unseated', label: `Unseated ${isPending ? '' : formatCount(unseatedTotal)}`.trim() },
            { value: 'seated', label: `Seated ${formatCount(seatedCount)}` },
          ]}
        />
      </div>
      <p className="-mt-1 text-xs text-muted-foreground tabular-nums" data-testid="seating-counts" aria-live="polite">
        {formatCount(seatedCount)} seated · {isPending ? '…' : formatCount(unseatedTotal)} unseated · {formatCount(freeSeats)} free seats
      </p>
      {tab === 'unseated' && unseatedTotal > guests.length && (
        <p className="-mt-1 text-xs text-muted-foreground" data-testid="unseated-partial">
          Showing the first {formatCount(guests.length)} of {formatCount(unseatedTotal)}, in the guest list's order. As they are seated, the next ones appear
          here.
        </p>
      )}
      <SearchInput value={search} onValueChange={setSearch} placeholder="Search guests" aria-label="Search guests" />
      {tab === 'unseated' && (
        <div className="grid grid-cols-2 gap-2">
          <NativeSelect
            aria-label="Tag"
            value={tagId}
            placeholder="All tags"
            options={(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
            onChange={(event) => setTagId(event.target.value)}
          />
          <NativeSelect
            aria-label="Host group"
            value={groupId}
            placeholder="All groups"
            options={groups}
            onChange={(event) => setGroupId(event.target.value)}
          />
        </div>
      )}
      {canEdit && tab === 'unseated' && (
        <Button variant="secondary" onClick={() => setAutoSeatOpen(true)} disabled={guests.length === 0 || freeSeats === 0}>
          <WandSparkles aria-hidden /> Auto-seat
        </Button>
      )}
      <div className={cn('min-h-0 flex-1 overflow-y-auto', picked && 'pb-16')}>
        {tab === 'unseated' ? (
          <QueryView
            query={unseated}
            pendingLabel="Loading guests"
            pending={<p className="py-6 text-center text-[13px] text-muted-foreground">Loading guests…</p>}
            isEmpty={() => guests.length === 0}
            empty={<p className="px-1 py-6 text-center text-[13px] text-muted-foreground">Every guest has a seat.</p>}
          >
            {() =>
              visible.length === 0 ? (
                <p className="px-1 py-6 text-center text-[13px] text-muted-foreground">No unseated guest matches.</p>
              ) : (
                <>
                  {canEdit && (
                    <p className="mb-2 text-xs text-muted-foreground">
                      {desktop
                        ? 'Drag a guest or a party onto a table or a seat, or pick one with the hand and tap a seat.'
                        : 'Pick a guest or a party with the hand, then tap a seat on the plan.'}
                    </p>
                  )}
                  <PartyList
                    entries={visible}
                    canEdit={canEdit}
                    dragProps={dragProps}
                    picked={picked}
                    onPick={(party) => pick(samePeople(picked, party) ? null : party)}
                  />
                </>
              )
            }
          </QueryView>
        ) : (
          <SeatedList
            plan={plan}
            index={index}
            search={search}
            onFocusSeat={(seatId) => {
              canvas?.focusSeat(seatId)
              // On a phone the drawer would hide the seat it just brought into view.
              setDrawerOpen(false)
            }}
            canEdit={canEdit}
            onUnseat={(occupant) => void actions.unseat([occupant.attendee_id], occupant.full_name)}
          />
        )}
      </div>
    </div>
  )
  const dialog = <AutoSeatDialog plan={plan} open={autoSeatOpen} onClose={() => setAutoSeatOpen(false)} onDone={actions.refresh} />

  if (desktop) {
    return (
      <aside className="flex h-full min-h-0 w-72 shrink-0 flex-col border-l border-border bg-canvas" aria-label="Guests">
        {body}
        {picked && createPortal(<PickedBanner label={picked.label} onCancel={() => pick(null)} />, document.body)}
        {dialog}
      </aside>
    )
  }
  // Phones: the canvas keeps the screen. The guests wait behind a button that
  // floats above the editor's bottom bar, come up as a sheet, and go down again
  // once a guest is picked, so the seat can be tapped.
  const toggle = (
    <button
      type="button"
      onClick={() => setDrawerOpen((open) => !open)}
      aria-expanded={drawerOpen}
      data-testid="seating-drawer-toggle"
      className={cn(
        'flex shrink-0 items-center gap-2 text-[13px] font-medium',
        drawerOpen ? 'h-11 w-full px-4' : 'fixed right-3 bottom-16 z-30 h-10 rounded-full border border-border bg-background px-4 shadow-pop',
      )}
    >
      <Users className="size-4 text-primary" aria-hidden />
      <span className={cn(drawerOpen && 'flex-1 text-left')}>Guests · {isPending ? '…' : formatCount(unseatedTotal)} unseated</span>
      <ChevronUp className={cn('size-4 text-muted-foreground transition-transform', drawerOpen && 'rotate-180')} aria-hidden />
    </button>
  )
  return createPortal(
    <>
      {picked ? (
        <PickedBanner label={picked.label} onCancel={() => pick(null)} />
      ) : drawerOpen ? (
        <aside aria-label="Guests" className="fixed inset-x-0 bottom-0 z-30 flex h-[65dvh] flex-col rounded-t-xl border-t border-border bg-canvas shadow-pop">
          {toggle}
          <div className="flex min-h-0 flex-1 flex-col border-t border-border">{body}</div>
        </aside>
      ) : (
        toggle
      )}
      {dialog}
    </>,
    document.body,
  )
}

/** Who is picked for tap-to-seat, and the way out. */
function PickedBanner({ label, onCancel }: { label: string; onCancel: () => void }) {
  return (
    <div
      role="status"
      data-testid="tap-to-seat"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-md items-center gap-2 rounded-lg border border-primary/30 bg-background px-3 py-2 text-[13px] shadow-pop"
    >
      <Armchair className="size-4 shrink-0 text-primary" aria-hidden />
      <span className="min-w-0 flex-1 truncate">
        Tap a seat for <strong>{label}</strong>
      </span>
      <Button variant="ghost" size="icon-sm" aria-label="Stop seating" onClick={onCancel}>
        <X aria-hidden />
      </Button>
    </div>
  )
}
