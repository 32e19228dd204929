import type { Box, PlanState } from './plan-model'
import { objectBox, sectionBox, tableBox, unionBox } from './plan-model'
import { idleGestures, step, type GestureEffect, type GestureInput, type GestureScene, type GestureState } from './gesture-machine'
import type { PlanCanvasHandle, PlanHit } from './plan-canvas-handle'
import { PlanDrawing, type Overlay, type Preview } from './plan-drawing'
import { selectionExists, type MovedItem, type SelItem } from './selection'
import { SpatialIndex, type IndexedItem } from './spatial-index'
import { ViewMemory, openingView, type SavedView } from './view-memory'
import {
  boxCentre,
  centredOn,
  fittedView,
  EMPTY_PLAN_BOX,
  pannedBy,
  resizedView,
  revealPan,
  showsAll,
  stageToPlan,
  viewBoxOf,
  zoomedAt,
  type Point,
  type View,
} from './viewport'

// The floor plan's engine: it takes the browser's pointer, wheel and key events
// to the gesture machine (gesture-machine.ts, pure), carries out the effects the
// machine answers on the drawing layer (plan-drawing.ts, Konva), the view
// (viewport.ts) and the page's callbacks, and remembers the view per plan
// (view-memory.ts). Hit testing is our own R-tree (spatial-index.ts).

export interface EngineCallbacks {
  onSelect(items: SelItem[], mode: 'replace' | 'toggle'): void
  onHover(item: IndexedItem | null, clientX: number, clientY: number): void
  onMoveEnd(moved: MovedItem[]): void
  onBackgroundMoved(x: number, y: number): void
  onPlace(point: { x: number; y: number }): void
  onZoom(scale: number): void
}

export class PlanEngine implements PlanCanvasHandle {
  private readonly drawing: PlanDrawing
  private readonly index = new SpatialIndex()
  private readonly memory: ViewMemory
  private state: PlanState | null = null
  private view: View = { x: 0, y: 0, scale: 1 }
  private gestures: GestureState = idleGestures
  private overlay: Overlay = { selection: [], highlights: null, hoverId: null }
  /** Where the plan's tables, shapes and sections are, together; null for an empty plan. */
  private contentBox: Box | null = null
  /** The view this tab saved last time, read once when the plan opens. */
  private savedView: SavedView | null = null
  /**
   * True from the plan's opening until a person pans or zooms: the stage settles its size after the
   * first draw (the page fills the window, the panels appear), and the view chosen for the first size
   * cut the plan's left tables off at the final one, so each new size chooses the view again.
   */
  private viewFollowsSize = false
  editable = true
  snap = true
  placing = false

  /** `viewKey`: where this tab keeps its view of the plan, so a reload comes back to the same place. */
  constructor(
    private readonly container: HTMLDivElement,
    private readonly callbacks: EngineCallbacks,
    viewKey: string,
  ) {
    this.drawing = new PlanDrawing(container, this.index)
    this.memory = new ViewMemory(viewKey)
    container.addEventListener('pointerdown', this.onPointerDown)
    window.addEventListener('pointermove', this.onPointerMove)
    window.addEventListener('pointerup', this.onPointerUp)
    window.addEventListener('pointercancel', this.onPointerUp)
    container.addEventListener('wheel', this.onWheel, { passive: false })
    container.addEventListener('pointerleave', this.onLeave)
    window.addEventListener('keydown', this.onKey)
    window.addEventListener('keyup', this.onKey)
    container.style.touchAction = 'none'
  }

  destroy() {
    this.container.removeEventListener('pointerdown', this.onPointerDown)
    window.removeEventListener('pointermove', this.onPointerMove)
    window.removeEventListener('pointerup', this.onPointerUp)
    window.removeEventListener('pointercancel', this.onPointerUp)
    this.container.removeEventListener('wheel', this.onWheel)
    this.container.removeEventListener('pointerleave', this.onLeave)
    window.removeEventListener('keydown', this.onKey)
    window.removeEventListener('keyup', this.onKey)
    this.memory.dispose()
    this.drawing.destroy()
  }

  /** A new size keeps the same point of the plan in the middle. */
  resize(width: number, height: number) {
    const from = this.drawing.size
    const to = { width: Math.max(1, width), height: Math.max(1, height) }
    if (to.width === from.width && to.height === from.height) return
    this.drawing.setSize(to)
    if (this.viewFollowsSize) this.showView(openingView(this.savedView, to, this.contentBox))
    else this.showView(resizedView(this.view, from, to), { zoomed: false })
  }

  /** Draw the plan; only tables whose drawing changed are rebuilt and re-cached. */
  setState(state: PlanState) {
    const first = this.state === null
    this.state = state
    this.drawing.setPlan(state)
    this.index.rebuild(state)
    this.contentBox = unionBox([
      ...[...state.tables.values()].map(tableBox),
      ...[...state.objects.values()].map(objectBox),
      ...[...state.sections.values()].map(sectionBox),
    ])
    this.overlay = { ...this.overlay, selection: this.overlay.selection.filter((item) => selectionExists(state, item)) }
    if (first) {
      this.savedView = this.memory.read()
      this.viewFollowsSize = true
      this.showView(openingView(this.savedView, this.drawing.size, this.contentBox))
      return
    }
    this.sayPlanInView()
    this.drawing.cull(this.viewBox())
    this.drawing.drawOverlay(this.overlay)
  }

  setSelection(items: SelItem[]) {
    this.overlay = { ...this.overlay, selection: items }
    this.drawing.drawOverlay(this.overlay)
  }

  // ---- Viewport ----

  get scale(): number {
    return this.view.scale
  }

  viewBox(): Box {
    return viewBoxOf(this.view, this.drawing.size)
  }

  viewCentre(): Point {
    return boxCentre(this.viewBox())
  }

  zoomAt(scale: number, at: Point) {
    this.viewFollowsSize = false
    this.showView(zoomedAt(this.view, scale, at))
  }

  zoomBy(factor: number) {
    const { width, height } = this.drawing.size
    this.zoomAt(this.view.scale * factor, { x: width / 2, y: height / 2 })
  }

  /** Pans, when some of `box` is out of view, so all of it shows (a new piece placed beyond the edge). */
  reveal(box: Box) {
    const pan = revealPan(this.view, this.drawing.size, box)
    if (pan) this.panBy(pan.x, pan.y)
  }

  panBy(dx: number, dy: number) {
    this.viewFollowsSize = false
    this.showView(pannedBy(this.view, dx, dy), { zoomed: false })
  }

  /** Everything in view, or a plain view of the origin for an empty plan. */
  fit() {
    this.showView(fittedView(this.contentBox ?? EMPTY_PLAN_BOX, this.drawing.size))
  }

  private showView(view: View, { zoomed = true } = {}) {
    this.view = view
    this.drawing.setView(view)
    this.sayPlanInView()
    this.drawing.cull(this.viewBox())
    this.drawing.drawOverlay(this.overlay)
    this.memory.remember(view, this.drawing.size)
    if (zoomed) {
      this.callbacks.onZoom(view.scale)
      this.drawing.scheduleRecache(this.viewBox())
    }
  }

  /** Said on the stage's element (data-plan-in-view), for tests and tools that cannot see into the canvas. */
  private sayPlanInView() {
    this.container.dataset.planInView = String(showsAll(this.view, this.drawing.size, this.contentBox))
  }

  // ---- PlanCanvasHandle ----

  hitAtClientPoint(clientX: number, clientY: number): PlanHit | null {
    if (!this.state) return null
    const world = this.clientToWorld(clientX, clientY)
    const hit = this.index.hit(this.state, world.x, world.y)
    if (!hit) return null
    if (hit.kind === 'seat') return { kind: 'seat', seatId: hit.id, tableId: hit.tableId! }
    if (hit.kind === 'table') return { kind: 'table', tableId: hit.id }
    return null
  }

  highlightSeats(seatIds: readonly string[], tone: 'fits' | 'no-fit' | null) {
    this.overlay = { ...this.overlay, highlights: tone ? { ids: seatIds, tone } : null }
    this.drawing.drawOverlay(this.overlay)
  }

  focusSeat(seatId: string) {
    const seat = this.state?.seats.get(seatId)
    const item = seat && this.index.seatItem(seatId, seat.table_id)
    if (!item) return
    this.viewFollowsSize = false
    this.overlay = { ...this.overlay, selection: [{ kind: 'seat', id: seatId }] }
    this.showView(centredOn({ x: item.cx!, y: item.cy! }, Math.max(this.view.scale, 2), this.drawing.size))
  }

  // ---- Input: events to the gesture machine, its effects to the drawing, the view and the page ----

  clientToWorld(clientX: number, clientY: number): Point {
    return stageToPlan(this.view, this.clientToStage(clientX, clientY))
  }

  private clientToStage(clientX: number, clientY: number): Point {
    const rect = this.container.getBoundingClientRect()
    return { x: clientX - rect.left, y: clientY - rect.top }
  }

  private scene(): GestureScene {
    const state = this.state
    return {
      plan: state,
      hitAt: (point) => (state ? this.index.hit(state, point.x, point.y) : null),
      within: (box) => this.index.within(box),
      selection: this.overlay.selection,
      view: this.view,
      editable: this.editable,
      snap: this.snap,
      placing: this.placing,
      backgroundBox: this.drawing.backgroundBox(),
    }
  }

  private feed(input: GestureInput) {
    const before = this.gestures
    const { state, effects } = step(before, input, this.scene())
    this.gestures = state
    if (state.hoverId !== before.hoverId) {
      this.overlay = { ...this.overlay, hoverId: state.hoverId }
      this.drawing.drawOverlay(this.overlay)
    }
    for (const effect of effects) this.carryOut(effect)
  }

  private carryOut(effect: GestureEffect) {
    switch (effect.type) {
      case 'holdView':
        this.viewFollowsSize = false
        return
      case 'focusStage':
        this.container.focus({ preventScroll: true })
        return
      case 'select':
        this.callbacks.onSelect(effect.items, effect.mode)
        return
      case 'place':
        this.callbacks.onPlace(effect.point)
        return
      case 'setView':
        this.showView(effect.view, { zoomed: effect.view.scale !== this.view.scale })
        return
      case 'zoomAt':
        this.zoomAt(effect.scale, effect.at)
        return
      case 'panBy':
        this.panBy(effect.dx, effect.dy)
        return
      case 'previewBand':
        this.preview({ kind: 'band', box: effect.box })
        return
      case 'previewDrag':
        this.preview({ kind: 'drag', items: effect.items, dx: effect.dx, dy: effect.dy })
        return
      case 'previewBackground':
        this.drawing.previewBackground(effect.at)
        return
      case 'clearPreview':
        this.preview(null)
        return
      case 'moveEnd':
        this.callbacks.onMoveEnd(effect.moved)
        return
      case 'backgroundMoved':
        this.callbacks.onBackgroundMoved(effect.at.x, effect.at.y)
        return
      case 'hover':
        this.callbacks.onHover(effect.hit, effect.client.x, effect.client.y)
        return
      case 'cursor':
        this.container.style.cursor = effect.cursor
        return
    }
  }

  private preview(preview: Preview) {
    this.drawing.drawOverlay(this.overlay, preview)
  }

  private pointerInput(event: PointerEvent) {
    const stage = this.clientToStage(event.clientX, event.clientY)
    return {
      pointerId: event.pointerId,
      client: { x: event.clientX, y: event.clientY },
      stage,
      world: stageToPlan(this.view, stage),
      button: event.button,
      additive: event.shiftKey || event.metaKey || event.ctrlKey,
    }
  }

  private onPointerDown = (event: PointerEvent) => this.feed({ type: 'pointerDown', ...this.pointerInput(event) })

  private onPointerMove = (event: PointerEvent) => {
    const overStage = event.target instanceof Node && this.container.contains(event.target)
    this.feed({ type: 'pointerMove', overStage, ...this.pointerInput(event) })
  }

  private onPointerUp = (event: PointerEvent) => this.feed({ type: 'pointerUp', ...this.pointerInput(event) })

  private onLeave = () => this.feed({ type: 'leave' })

  private onWheel = (event: WheelEvent) => {
    event.preventDefault()
    const { deltaX, deltaY, ctrlKey, metaKey } = event
    this.feed({ type: 'wheel', stage: this.clientToStage(event.clientX, event.clientY), deltaX, deltaY, lineMode: event.deltaMode === 1, ctrlKey, metaKey })
  }

  private onKey = (event: KeyboardEvent) => {
    if (event.code === 'Space' && !isTyping(event.target)) this.feed({ type: 'space', down: event.type === 'keydown' })
  }
}

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
}
