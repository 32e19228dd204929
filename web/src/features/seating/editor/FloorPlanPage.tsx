import { useDocumentTitle } from '@/lib/page-title'
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { SlidersHorizontal } from 'lucide-react'
import { eventQuery } from '@/api/events'
import { seatingPlanQuery, type SeatingPlan } from '@/api/seating'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { Sheet, SheetBody, SheetContent, SheetHeader, SheetTitle } from '@/components/ui/sheet'
import { useMediaQuery } from '@/lib/use-media-query'
import { PlanStage } from '../canvas/PlanStage'
import { seatCounts } from '../canvas/plan-model'
import type { EngineCallbacks, PlanEngine } from '../canvas/plan-engine'
import { selKey, type SelItem } from '../canvas/selection'
import type { IndexedItem } from '../canvas/spatial-index'
import { SeatingSidebar } from '../guests/SeatingSidebar'
import { PrintMenu } from '../print/PrintMenu'
import { DEFAULT_TOOL_OPTIONS, parseAisles, SHAPE_TOOLS, type Tool, type ToolOptions } from './editor-tools'
import { FloorPlanContext } from './floor-plan-context'
import {
  alignSave,
  copySelection,
  deleteSave,
  moveSave,
  nextTableName,
  pasteSave,
  rectangleTable,
  rotateSave,
  roundTable,
  row,
  shape,
  withSeats,
  newId,
  type Clipboard,
} from './plan-edits'
import { templateSave } from './plan-templates'
import { placedClear } from './free-placement'
import { PlanBottomBar } from './PlanBottomBar'
import { PlanPropertiesPanel } from './PlanPropertiesPanel'
import { PlanToolOptions } from './PlanToolOptions'
import { PlanTopBar, ShortcutsHelp } from './PlanTopBar'
import { SeatTooltip } from './SeatTooltip'
import { usePlanEditor } from './use-plan-editor'
import { usePlanShortcuts } from './use-plan-shortcuts'
import { useAbility } from '@/lib/use-ability'

/** /events/{uuid}/floor-plan (spec section 2, issue 19): the plan, its tools, and the guests beside it. */
export function FloorPlanPage({ eventUuid }: { eventUuid: string }) {
  const { data: event } = useSuspenseQuery(eventQuery(eventUuid))
  useDocumentTitle(`Floor plan · ${event.name}`)
  const canEdit = useAbility(event, 'update')
  const plan = useQuery(seatingPlanQuery(eventUuid))
  if (plan.isError) return <p className="p-6 text-sm text-error">The floor plan could not be loaded. Reload the page to try again.</p>
  if (!plan.data)
    return (
      <div className="flex h-64 items-center justify-center">
        <Spinner />
      </div>
    )
  return <FloorPlanEditor eventUuid={eventUuid} plan={plan.data} canEdit={canEdit} />
}

function useFillHeight() {
  const ref = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState(600)
  useLayoutEffect(() => {
    const measure = () => {
      const top = ref.current?.getBoundingClientRect().top ?? 0
      setHeight(Math.max(360, window.innerHeight - top - 12))
    }
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [])
  return { ref, height }
}

function FloorPlanEditor({ eventUuid, plan, canEdit }: { eventUuid: string; plan: SeatingPlan; canEdit: boolean }) {
  const editor = usePlanEditor(eventUuid, plan)
  const { state, commit } = editor
  const [engine, setEngine] = useState<PlanEngine | null>(null)
  const [selection, setSelection] = useState<SelItem[]>([])
  const [tool, setTool] = useState<Tool>('select')
  const [options, setOptions] = useState<ToolOptions>(DEFAULT_TOOL_OPTIONS)
  const [snap, setSnap] = useState(true)
  const [scale, setScale] = useState(1)
  const [hover, setHover] = useState<{ item: IndexedItem; x: number; y: number } | null>(null)
  const [sheetOpen, setSheetOpen] = useState(false)
  const clipboard = useRef<Clipboard | null>(null)
  const wide = useMediaQuery('(min-width: 1024px)')
  const { ref, height } = useFillHeight()

  const place = useCallback(
    (at: { x: number; y: number }) => {
      // A piece put on top of others goes to the nearest free space in view, and the view keeps it in sight.
      const view = engine?.viewBox() ?? null
      const clear = <P extends { x: number; y: number; width: number; height: number }>(kind: Parameters<typeof placedClear>[1], piece: P): P => {
        const placed = placedClear(state, kind, piece, view)
        requestAnimationFrame(() => engine?.reveal(placed.box))
        return placed.piece
      }
      if (tool === 'round') void commit(withSeats([clear('table', roundTable(at, nextTableName(state), options.diameter))]))
      else if (tool === 'rectangle') void commit(withSeats([clear('table', rectangleTable(at, nextTableName(state)))]))
      else if (tool === 'section')
        void commit({
          created: {
            sections: [
              clear('section', {
                id: newId(),
                name: `Section ${state.sections.size + 1}`,
                color: null,
                x: at.x,
                y: at.y,
                width: 480,
                height: 280,
                rotation: 0,
              }),
            ],
          },
        })
      else if (tool === 'row') {
        const inSection = [...state.sections.values()].find((s) => Math.abs(at.x - s.x) <= s.width / 2 && Math.abs(at.y - s.y) <= s.height / 2)
        const rows = [...state.tables.values()].filter((t) => t.shape === 'row' && t.section_id === (inSection?.id ?? null))
        const name = String.fromCharCode(65 + (rows.length % 26)) + (rows.length >= 26 ? String(Math.floor(rows.length / 26)) : '')
        void commit(
          withSeats([clear('row', row(at, name, options.rowSeats, options.numbering, parseAisles(options.aisles, options.rowSeats), inSection?.id ?? null))]),
        )
      } else if (tool !== 'select') {
        const def = SHAPE_TOOLS.find((s) => s.tool === tool)
        void commit({ created: { canvas_objects: [clear('object', shape(at, tool, def?.caption ?? null))] } })
      }
      setTool('select')
    },
    [commit, engine, options, state, tool],
  )

  const callbacks: EngineCallbacks = useMemo(
    () => ({
      onSelect: (items, mode) =>
        setSelection((current) => {
          if (mode === 'replace') return items
          const keys = new Set(current.map(selKey))
          const next = [...current]
          for (const item of items) {
            if (keys.has(selKey(item)))
              next.splice(
                next.findIndex((c) => selKey(c) === selKey(item)),
                1,
              )
            else next.push(item)
          }
          return next
        }),
      onHover: (item, x, y) => setHover(item ? { item, x, y } : null),
      onMoveEnd: (moved) => void commit(moveSave(moved)),
      onBackgroundMoved: (x, y) => void commit({ settings: { background_x: x, background_y: y } }),
      onPlace: place,
      onZoom: setScale,
    }),
    [commit, place],
  )

  const nudge = (dx: number, dy: number) => {
    const moved = selection.flatMap((s) => {
      const frame =
        s.kind === 'table'
          ? state.tables.get(s.id)
          : s.kind === 'object'
            ? state.objects.get(s.id)
            : s.kind === 'section'
              ? state.sections.get(s.id)
              : undefined
      return frame ? [{ kind: s.kind as 'table' | 'object' | 'section', id: s.id, x: frame.x + dx, y: frame.y + dy }] : []
    })
    if (moved.length) void commit(moveSave(moved))
  }
  const paste = (offset: number, clip: Clipboard | null) => {
    if (!clip) return
    const { save, selection: pasted } = pasteSave(state, clip, offset)
    void commit(save).then((ok) => ok && setSelection(pasted))
  }
  usePlanShortcuts(
    {
      undo: () => void editor.undo(),
      redo: () => void editor.redo(),
      remove: () => selection.length && void commit(deleteSave(state, selection)).then((ok) => ok && setSelection([])),
      copy: () => (clipboard.current = copySelection(state, selection)),
      paste: () => paste(48, clipboard.current),
      duplicate: () => paste(36, copySelection(state, selection)),
      nudge,
      rotate: (by) => void commit(rotateSave(state, selection, by)),
      escape: () => (setTool('select'), setSelection([])),
      zoom: (factor) => engine?.zoomBy(factor),
      fit: () => engine?.fit(),
    },
    canEdit,
  )

  const contextValue = useMemo(() => ({ plan, canvas: engine, eventUuid, canEdit }), [plan, engine, eventUuid, canEdit])
  const counts = useMemo(() => seatCounts(state), [state])
  const panel = (
    <>
      {canEdit && <PlanToolOptions tool={tool} options={options} onOptions={setOptions} />}
      <PlanPropertiesPanel canEdit={canEdit} state={state} selection={selection} eventUuid={eventUuid} commit={commit} />
    </>
  )
  const topBar = (
    <PlanTopBar
      tool={tool}
      onTool={setTool}
      onTemplate={(name) => engine && void commit(templateSave(state, name, engine.viewCentre())).then(() => requestAnimationFrame(() => engine.fit()))}
      onAlign={(how) => void commit(alignSave(state, selection, how))}
      canAlign={selection.filter((s) => s.kind !== 'seat').length > 1}
      undo={() => void editor.undo()}
      redo={() => void editor.redo()}
      canUndo={editor.canUndo}
      canRedo={editor.canRedo}
      status={editor.status}
      snap={snap}
      onSnap={setSnap}
      seatingType={state.seatingType}
      actions={<PrintMenu eventUuid={eventUuid} />}
    />
  )

  return (
    <FloorPlanContext.Provider value={contextValue}>
      <div
        ref={ref}
        style={{ height }}
        className="-mx-4 flex flex-col overflow-hidden border-y border-border bg-background sm:mx-0 sm:rounded-lg sm:border"
        data-testid="floor-plan-editor"
      >
        {canEdit && wide && topBar}
        {(!canEdit || !wide) && (
          <div className="flex items-center gap-2 border-b border-border px-2 py-1.5 text-xs text-muted-foreground">
            <span className="flex-1">{canEdit ? 'Floor plan' : 'Floor plan (view only)'}</span>
            {!plan.is_seating_enabled && (
              <Link to="/events/$uuid/event-builder/seating" params={{ uuid: eventUuid }} className="text-primary underline">
                Seating is off
              </Link>
            )}
            <Button variant="secondary" size="sm" onClick={() => setSheetOpen(true)}>
              <SlidersHorizontal /> {canEdit ? 'Tools' : 'Details'}
            </Button>
            <PrintMenu eventUuid={eventUuid} />
            <ShortcutsHelp />
          </div>
        )}
        <div className="flex min-h-0 flex-1">
          <div className="relative min-w-0 flex-1">
            <PlanStage
              viewKey={`floor-plan-view:${eventUuid}`}
              state={state}
              selection={selection}
              editable={canEdit}
              snap={snap}
              placing={tool !== 'select'}
              callbacks={callbacks}
              onEngine={setEngine}
            />
            {tool !== 'select' && (
              <p className="pointer-events-none absolute top-2 left-1/2 -translate-x-1/2 rounded bg-foreground/80 px-2 py-1 text-xs text-background">
                Click on the plan to place it · Escape to stop
              </p>
            )}
          </div>
          {wide && (
            <aside aria-label="Properties" className="w-72 shrink-0 overflow-y-auto border-l border-border">
              {panel}
            </aside>
          )}
          <SeatingSidebar />
        </div>
        <PlanBottomBar scale={scale} onZoom={(f) => engine?.zoomBy(f)} onFit={() => engine?.fit()} counts={counts} />
      </div>
      <SeatTooltip state={state} hover={hover} />
      {!wide && (
        <Sheet open={sheetOpen} onOpenChange={setSheetOpen}>
          <SheetContent>
            <SheetHeader>
              <SheetTitle>{canEdit ? 'Plan tools' : 'Plan details'}</SheetTitle>
            </SheetHeader>
            <SheetBody className="p-0">
              {/* Picking a placing tool closes the sheet: the next tap on the plan places it. */}
              {canEdit && (
                <div
                  className="[&_[role=toolbar]]:border-b-0"
                  onClickCapture={(e) => (e.target as HTMLElement).closest('[aria-pressed]') && setTimeout(() => setSheetOpen(false), 0)}
                >
                  {topBar}
                </div>
              )}
              {panel}
            </SheetBody>
          </SheetContent>
        </Sheet>
      )}
    </FloorPlanContext.Provider>
  )
}
