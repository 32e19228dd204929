import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { ImagePlus, Lock, Unlock, Plus } from 'lucide-react'
import { DIAMETER_OPTIONS, LEGEND_COLORS } from '@usher/domain/seating/seating-constants'
import { disableSeats, enableSeats, legendRemoveSeats, legendUpdateSeats, seatingKeys, type SeatingSave, type TableInput } from '@/api/seating'
import { MediaUploaderDialog } from '@/components/media/MediaUploaderDialog'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/select'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import type { PlanState } from '../canvas/plan-model'
import type { SelItem } from '../canvas/selection'
import { newId, tableChangeSave } from './plan-edits'
import { UnseatSeatButton } from '../guests/UnseatSeatButton'

type PanelProps = {
  canEdit: boolean
  state: PlanState
  selection: SelItem[]
  eventUuid: string
  commit: (save: SeatingSave) => Promise<boolean>
}

const NUMBERING = [
  { value: 'clockwise', label: 'Clockwise' },
  { value: 'left_to_right', label: 'Left to right' },
  { value: 'right_to_left', label: 'Right to left' },
  { value: 'odd_even', label: 'Odd left, even right' },
]

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <label className="flex flex-col gap-1 text-xs font-medium text-muted-foreground">
      {label}
      {children}
    </label>
  )
}

/** A text field that saves when the person leaves it or presses Enter (one save per change, not per key). */
function CommitInput({
  value,
  onCommit,
  ...rest
}: { value: string; onCommit: (value: string) => void } & Omit<React.ComponentProps<'input'>, 'value' | 'onChange'>) {
  const [draft, setDraft] = useState(value)
  const [seen, setSeen] = useState(value)
  if (value !== seen) {
    setSeen(value)
    setDraft(value)
  }
  const done = () => {
    if (draft !== value) onCommit(draft)
  }
  return (
    <Input
      {...rest}
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={done}
      onKeyDown={(e) => e.key === 'Enter' && (e.currentTarget.blur(), undefined)}
    />
  )
}

/** The selection's properties, the legends and the background: the editor's right-hand panel. */
export function PlanPropertiesPanel({ canEdit, state, selection, eventUuid, commit }: PanelProps) {
  if (!canEdit) return <ReadOnlySummary state={state} selection={selection} />
  const tables = selection
    .filter((s) => s.kind === 'table')
    .map((s) => state.tables.get(s.id))
    .filter((t) => t !== undefined)
  const seatIds = selection.filter((s) => s.kind === 'seat').map((s) => s.id)
  const objects = selection
    .filter((s) => s.kind === 'object')
    .map((s) => state.objects.get(s.id))
    .filter((o) => o !== undefined)
  const sections = selection
    .filter((s) => s.kind === 'section')
    .map((s) => state.sections.get(s.id))
    .filter((o) => o !== undefined)
  const table = tables.length === 1 ? tables[0]! : null
  const object = objects.length === 1 && selection.length === 1 ? objects[0]! : null
  const section = sections.length === 1 && selection.length === 1 ? sections[0]! : null
  const changeTable = (changes: Partial<TableInput>) => table && void commit(tableChangeSave(state, table.id, changes))

  return (
    <div className="flex flex-col gap-4 p-3 text-sm" data-testid="plan-properties">
      {selection.length === 0 && (
        <p className="text-xs text-muted-foreground">Select a table, seat or shape to change it. Shift-click or Shift-drag selects several.</p>
      )}
      {selection.length > 1 && <p className="text-xs text-muted-foreground">{selection.length} selected</p>}
      {table && (
        <section className="flex flex-col gap-2" aria-label="Table">
          <h3 className="text-sm font-semibold">{table.shape === 'row' ? `Row ${table.name}` : `Table ${table.name}`}</h3>
          <Field label={table.shape === 'row' ? 'Row' : 'Number or name'}>
            <CommitInput aria-label="Table name" value={table.name} maxLength={100} onCommit={(name) => name.trim() && changeTable({ name: name.trim() })} />
          </Field>
          {table.shape !== 'row' && (
            <Field label="Table name (label)">
              <CommitInput
                aria-label="Table label"
                value={table.label ?? ''}
                maxLength={100}
                onCommit={(label) => changeTable({ label: label.trim() || null })}
              />
            </Field>
          )}
          {table.shape === 'round' && (
            <Field label="Diameter">
              <NativeSelect
                aria-label="Table diameter"
                value={table.diameter === null ? '' : String(table.diameter)}
                onChange={(e) => changeTable({ diameter: e.target.value === '' ? null : Number(e.target.value) })}
                options={DIAMETER_OPTIONS.map((d) => ({ value: d === null ? '' : String(d), label: d === null ? 'Not Defined' : `${d} in` }))}
              />
            </Field>
          )}
          <Field label="Seats">
            <CommitInput
              aria-label="Seat count"
              type="number"
              min={0}
              max={200}
              disabled={table.shape === 'round' && table.diameter !== null}
              value={String(table.seat_count)}
              onCommit={(v) => changeTable({ seat_count: Math.max(0, Math.min(200, Number.parseInt(v, 10) || 0)) })}
            />
          </Field>
          <Field label="Numbering">
            <NativeSelect
              aria-label="Numbering"
              value={table.numbering}
              onChange={(e) => changeTable({ numbering: e.target.value as TableInput['numbering'] })}
              options={NUMBERING}
            />
          </Field>
          {table.shape === 'row' && (
            <>
              <Field label="Aisle after seats">
                <CommitInput
                  aria-label="Aisle after seats"
                  value={table.aisle_after.join(', ')}
                  onCommit={(v) =>
                    changeTable({
                      aisle_after: [
                        ...new Set(
                          v
                            .split(/[,\s]+/)
                            .map(Number)
                            .filter((n) => Number.isInteger(n) && n > 0 && n < table.seat_count),
                        ),
                      ].sort((a, b) => a - b),
                    })
                  }
                />
              </Field>
              <Field label="Curve">
                <CommitInput aria-label="Curve" type="number" value={String(table.curve)} onCommit={(v) => changeTable({ curve: Number(v) || 0 })} />
              </Field>
            </>
          )}
          <Field label="Rotation (degrees)">
            <CommitInput
              aria-label="Rotation"
              type="number"
              min={0}
              max={359}
              value={String(Math.round(table.rotation))}
              onCommit={(v) => changeTable({ rotation: ((Number(v) % 360) + 360) % 360 })}
            />
          </Field>
          <Field label="Seat colour">
            <input
              aria-label="Seat colour"
              type="color"
              className="h-8 w-16 rounded border border-border"
              value={table.color ?? '#5D5D7B'}
              onChange={(e) => changeTable({ color: e.target.value.toUpperCase() })}
            />
          </Field>
          {state.sections.size > 0 && (
            <Field label="Section">
              <NativeSelect
                aria-label="Section"
                value={table.section_id ?? ''}
                onChange={(e) => changeTable({ section_id: e.target.value || null })}
                options={[{ value: '', label: 'No section' }, ...[...state.sections.values()].map((s) => ({ value: s.id, label: s.name }))]}
              />
            </Field>
          )}
          <p className="text-xs text-muted-foreground">
            {table.seated} of {table.seat_count} seats taken
          </p>
        </section>
      )}
      {section && (
        <section className="flex flex-col gap-2" aria-label="Section">
          <h3 className="text-sm font-semibold">Section</h3>
          <Field label="Name">
            <CommitInput
              aria-label="Section name"
              value={section.name}
              maxLength={100}
              onCommit={(name) => name.trim() && void commit({ updated: { sections: [{ id: section.id, name: name.trim() }] } })}
            />
          </Field>
          <Field label="Width">
            <CommitInput
              aria-label="Section width"
              type="number"
              value={String(section.width)}
              onCommit={(v) => void commit({ updated: { sections: [{ id: section.id, width: Math.max(20, Number(v) || 20) }] } })}
            />
          </Field>
          <Field label="Height">
            <CommitInput
              aria-label="Section height"
              type="number"
              value={String(section.height)}
              onCommit={(v) => void commit({ updated: { sections: [{ id: section.id, height: Math.max(20, Number(v) || 20) }] } })}
            />
          </Field>
        </section>
      )}
      {object && (
        <section className="flex flex-col gap-2" aria-label="Shape">
          <h3 className="text-sm font-semibold">{object.type === 'TextField' ? 'Label' : 'Shape'}</h3>
          <Field label="Text">
            <CommitInput
              aria-label="Shape text"
              value={object.text ?? ''}
              maxLength={200}
              onCommit={(text) => void commit({ updated: { canvas_objects: [{ id: object.id, text: text || null }] } })}
            />
          </Field>
          <div className="grid grid-cols-2 gap-2">
            <Field label="Width">
              <CommitInput
                aria-label="Shape width"
                type="number"
                value={String(object.width)}
                onCommit={(v) => void commit({ updated: { canvas_objects: [{ id: object.id, width: Math.max(4, Number(v) || 4) }] } })}
              />
            </Field>
            <Field label="Height">
              <CommitInput
                aria-label="Shape height"
                type="number"
                value={String(object.height)}
                onCommit={(v) => void commit({ updated: { canvas_objects: [{ id: object.id, height: Math.max(4, Number(v) || 4) }] } })}
              />
            </Field>
          </div>
          <Field label="Rotation (degrees)">
            <CommitInput
              aria-label="Shape rotation"
              type="number"
              value={String(Math.round(object.rotation))}
              onCommit={(v) => void commit({ updated: { canvas_objects: [{ id: object.id, rotation: ((Number(v) % 360) + 360) % 360 }] } })}
            />
          </Field>
          <Field label="Colour">
            <input
              aria-label="Shape colour"
              type="color"
              className="h-8 w-16 rounded border border-border"
              value={object.fill ?? '#E4E4E7'}
              onChange={(e) => void commit({ updated: { canvas_objects: [{ id: object.id, fill: e.target.value.toUpperCase() }] } })}
            />
          </Field>
        </section>
      )}
      {seatIds.length > 0 && <SeatActions state={state} seatIds={seatIds} eventUuid={eventUuid} />}
      <LegendsPanel state={state} seatIds={seatIds} eventUuid={eventUuid} commit={commit} />
      <BackgroundPanel state={state} commit={commit} />
    </div>
  )
}

/** The viewer's panel: what the selection is and who sits there, and the legends' meaning; nothing to change. */
function ReadOnlySummary({ state, selection }: { state: PlanState; selection: SelItem[] }) {
  return (
    <div className="flex flex-col gap-3 p-3 text-sm" data-testid="plan-properties">
      {selection.length === 0 && <p className="text-xs text-muted-foreground">Select a table or seat to see who sits there.</p>}
      <ul className="flex flex-col gap-1.5">
        {selection.map((item) => {
          if (item.kind === 'table') {
            const t = state.tables.get(item.id)
            return t ? (
              <li key={item.id}>
                {t.shape === 'row' ? 'Row' : 'Table'} {t.name}
                {t.label ? ` · ${t.label}` : ''}: {t.seated} of {t.seat_count} seats taken
              </li>
            ) : null
          }
          if (item.kind === 'seat') {
            const seat = state.seats.get(item.id)
            const t = seat && state.tables.get(seat.table_id)
            const who = seat && state.occupants.get(seat.id)
            return seat ? (
              <li key={item.id}>
                Seat {seat.name}
                {t ? ` · ${t.shape === 'row' ? 'Row' : 'Table'} ${t.name}` : ''}:{' '}
                {seat.disabled ? `disabled${seat.disabled_message ? ` (${seat.disabled_message})` : ''}` : who ? who.full_name : 'free'}
              </li>
            ) : null
          }
          return null
        })}
      </ul>
      {state.legends.size > 0 && (
        <ul className="flex flex-col gap-1 border-t border-border pt-3 text-xs" aria-label="Legends">
          {[...state.legends.values()].map((legend) => (
            <li key={legend.id} className="flex items-center gap-2">
              <span className="size-3 rounded-full" style={{ background: legend.color }} aria-hidden />
              {legend.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** Seat changes made through their own routes (not a save): the plan is read again once they are written. */
function usePlanRefresh(eventUuid: string) {
  const queryClient = useQueryClient()
  return <T,>(request: Promise<T>, done?: string) =>
    void request
      .then(() => {
        if (done) showSnackbar(done, 'success')
        return queryClient.invalidateQueries({ queryKey: seatingKeys.plan(eventUuid) })
      })
      .catch((error: unknown) => showSnackbar(error instanceof Error ? error.message : 'The seats could not be changed.', 'error'))
}

function SeatActions({ state, seatIds, eventUuid }: { state: PlanState; seatIds: string[]; eventUuid: string }) {
  const [message, setMessage] = useState('')
  const refresh = usePlanRefresh(eventUuid)
  const seats = seatIds.map((id) => state.seats.get(id)).filter((s) => s !== undefined)
  const allDisabled = seats.every((s) => s.disabled)
  const first = seats[0]
  const table = first && state.tables.get(first.table_id)
  return (
    <section className="flex flex-col gap-2" aria-label="Seats">
      <h3 className="text-sm font-semibold">
        {seats.length === 1 && first
          ? `Seat ${first.name}${table ? ` · ${table.shape === 'row' ? 'Row' : 'Table'} ${table.name}` : ''}`
          : `${seats.length} seats`}
      </h3>
      {seats.length === 1 && first?.disabled && first.disabled_message && <p className="text-xs text-muted-foreground">Disabled: {first.disabled_message}</p>}
      {seats.length === 1 && first && <UnseatSeatButton seatId={first.id} />}
      {allDisabled ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => refresh(enableSeats(eventUuid, seatIds), seatIds.length === 1 ? 'Seat enabled' : `${seatIds.length} seats enabled`)}
        >
          Enable
        </Button>
      ) : (
        <div className="flex flex-col gap-1.5">
          <Input
            aria-label="Why the seats are disabled"
            placeholder="Why (shown on hover and at the door)"
            maxLength={200}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              refresh(disableSeats(eventUuid, seatIds, message.trim()), seatIds.length === 1 ? 'Seat disabled' : `${seatIds.length} seats disabled`)
            }
          >
            Disable
          </Button>
        </div>
      )}
    </section>
  )
}

function LegendsPanel({
  state,
  seatIds,
  eventUuid,
  commit,
}: {
  state: PlanState
  seatIds: string[]
  eventUuid: string
  commit: (save: SeatingSave) => Promise<boolean>
}) {
  const [name, setName] = useState('')
  const refresh = usePlanRefresh(eventUuid)
  const used = new Set([...state.legends.values()].map((l) => l.color))
  const [color, setColor] = useState<string>(LEGEND_COLORS.find((c) => !used.has(c)) ?? LEGEND_COLORS[0])
  const add = async () => {
    if (!name.trim()) return
    if (await commit({ created: { seat_legends: [{ id: newId(), name: name.trim(), color }] } })) setName('')
  }
  return (
    <section className="flex flex-col gap-2 border-t border-border pt-3" aria-label="Legends">
      <h3 className="text-sm font-semibold">Legends</h3>
      <ul className="flex flex-col gap-1">
        {[...state.legends.values()].map((legend) => (
          <li key={legend.id} className="flex items-center gap-2 text-xs">
            <span className="size-3 rounded-full" style={{ background: legend.color }} aria-hidden />
            <span className="flex-1 truncate">{legend.name}</span>
            {seatIds.length > 0 && (
              <>
                <Button variant="ghost" size="sm" onClick={() => refresh(legendUpdateSeats(legend.id, seatIds))}>
                  Give
                </Button>
                <Button variant="ghost" size="sm" onClick={() => refresh(legendRemoveSeats(legend.id, seatIds))}>
                  Take off
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-1" role="radiogroup" aria-label="Legend colour">
        {LEGEND_COLORS.map((c) => (
          <button
            key={c}
            type="button"
            role="radio"
            aria-checked={c === color}
            aria-label={c}
            className="size-5 rounded-full border-2"
            style={{ background: c, borderColor: c === color ? '#18181B' : 'transparent' }}
            onClick={() => setColor(c)}
          />
        ))}
      </div>
      <div className="flex gap-1">
        <Input
          aria-label="New legend name"
          placeholder="e.g. Accessible"
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && void add()}
        />
        <Button variant="secondary" size="icon" aria-label="Add legend" onClick={() => void add()}>
          <Plus />
        </Button>
      </div>
    </section>
  )
}

function BackgroundPanel({ state, commit }: { state: PlanState; commit: (save: SeatingSave) => Promise<boolean> }) {
  const [open, setOpen] = useState(false)
  const s = state.settings
  return (
    <section className="flex flex-col gap-2 border-t border-border pt-3" aria-label="Background">
      <h3 className="text-sm font-semibold">Background</h3>
      <div className="flex flex-wrap gap-1">
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
          <ImagePlus /> {s.background_media_id ? 'Change image' : 'Venue drawing'}
        </Button>
        {s.background_media_id && (
          <Button variant="ghost" size="sm" onClick={() => void commit({ settings: { background_media_id: null } })}>
            Remove
          </Button>
        )}
      </div>
      {s.background_media_id && (
        <>
          <Field label={`Opacity ${Math.round(s.background_opacity * 100)}%`}>
            <input
              aria-label="Background opacity"
              type="range"
              min={0}
              max={100}
              defaultValue={Math.round(s.background_opacity * 100)}
              onPointerUp={(e) => void commit({ settings: { background_opacity: Number(e.currentTarget.value) / 100 } })}
              onKeyUp={(e) => void commit({ settings: { background_opacity: Number(e.currentTarget.value) / 100 } })}
            />
          </Field>
          <Field label="Scale">
            <CommitInput
              aria-label="Background scale"
              type="number"
              step={0.1}
              min={0.01}
              value={String(s.background_scale)}
              onCommit={(v) => Number(v) > 0 && void commit({ settings: { background_scale: Number(v) } })}
            />
          </Field>
          <Button variant="ghost" size="sm" onClick={() => void commit({ settings: { background_locked: !s.background_locked } })}>
            {s.background_locked ? (
              <>
                <Lock /> Locked: unlock to move it
              </>
            ) : (
              <>
                <Unlock /> Unlocked: drag it to place it
              </>
            )}
          </Button>
        </>
      )}
      <MediaUploaderDialog
        open={open}
        onOpenChange={setOpen}
        title="Choose the venue's drawing"
        description="Shown under the plan to draw over."
        selectedId={s.background_media_id}
        onSelect={(item) =>
          void commit({ settings: { background_media_id: item.id, background_opacity: s.background_opacity || 0.5, background_locked: true } })
        }
      />
    </section>
  )
}
