import Konva from 'konva'
import { SEAT_SIZE } from '@usher/domain/seating/seat-geometry'
import type { SeatingCanvasObject, SeatingSection } from '@/api/seating'
import { offsetsOf, tableHalfExtents, unionBox, objectBox, sectionBox, tableBox, type Box, type PlanState } from './plan-model'
import { SpatialIndex, type IndexedItem } from './spatial-index'
import { drawTable, lookSignature, tableLook } from './table-drawing'
import type { PlanCanvasHandle, PlanHit } from './plan-canvas-handle'

// The floor plan's Konva engine (research notes A): tables and their seats are
// drawn by one shape per table on a layer that does not listen, each shape
// cached as a bitmap and re-cached only when its drawing changes; pointer
// input goes through our own R-tree hit testing; a small layer on top shows
// the selection, hover, drag highlights and the rubber band.

export const MIN_ZOOM = 0.05
export const MAX_ZOOM = 8
/** Fitting never zooms past life size: a plan of one table opened at 419 % left no room to add the next beside it. */
export const FIT_MAX_ZOOM = 1
export const GRID = 12

interface SavedView {
  x: number
  y: number
  scale: number
  w: number
  h: number
}

export type SelKind = 'table' | 'seat' | 'object' | 'section'
export interface SelItem {
  kind: SelKind
  id: string
}
export const selKey = (item: SelItem) => `${item.kind}:${item.id}`

export interface MovedItem {
  kind: 'table' | 'object' | 'section'
  id: string
  x: number
  y: number
}

export interface EngineCallbacks {
  onSelect(items: SelItem[], mode: 'replace' | 'toggle'): void
  onHover(item: IndexedItem | null, clientX: number, clientY: number): void
  onMoveEnd(moved: MovedItem[]): void
  onBackgroundMoved(x: number, y: number): void
  onPlace(point: { x: number; y: number }): void
  onZoom(scale: number): void
}

type Gesture =
  | { kind: 'pan'; startX: number; startY: number; stageX: number; stageY: number }
  | { kind: 'band'; start: { x: number; y: number }; additive: boolean }
  | { kind: 'drag'; start: { x: number; y: number }; items: MovedItem[]; moved: boolean; hit: IndexedItem; additive: boolean }
  | { kind: 'click'; hit: IndexedItem; additive: boolean; startX: number; startY: number }
  | { kind: 'background'; start: { x: number; y: number }; bx: number; by: number }
  | { kind: 'pinch'; distance: number; scale: number }

export class PlanEngine implements PlanCanvasHandle {
  readonly stage: Konva.Stage
  private background = new Konva.Layer({ listening: false })
  private shapes = new Konva.Layer({ listening: false })
  private tables = new Konva.Layer({ listening: false })
  private ui = new Konva.Layer({ listening: false })
  private tableNodes = new Map<string, { node: Konva.Shape; signature: string; cachedAt: number }>()
  private shapeNodes = new Map<string, Konva.Group>()
  private backgroundImage: Konva.Image | null = null
  private backgroundUrl: string | null = null
  private index = new SpatialIndex()
  private state: PlanState | null = null
  private selection: SelItem[] = []
  private highlights: { ids: readonly string[]; tone: 'fits' | 'no-fit' } | null = null
  private hoverId: string | null = null
  private gesture: Gesture | null = null
  private pointers = new Map<number, { x: number; y: number }>()
  private recacheTimer: ReturnType<typeof setTimeout> | null = null
  private recacheQueue: string[] = []
  private frame = 0
  private spaceDown = false
  /** Where this tab keeps its view of the plan, so a reload comes back to the same place. */
  viewKey: string | null = null
  private viewSaveTimer: ReturnType<typeof setTimeout> | null = null
  /** The view this tab saved last time, read once when the plan opens. */
  private savedView: SavedView | null = null
  private contentBox: Box | null = null
  /**
   * True from the plan's opening until a person pans or zooms: the stage settles its size after the
   * first draw (the page fills the window, the panels appear), and the view chosen for the first size
   * cut the plan's left tables off at the final one, so each new size chooses the view again.
   */
  private viewFollowsSize = false
  editable = true
  snap = true
  placing = false

  constructor(private container: HTMLDivElement, private callbacks: EngineCallbacks) {
    this.stage = new Konva.Stage({ container, width: container.clientWidth || 1, height: container.clientHeight || 1 })
    this.stage.add(this.background, this.shapes, this.tables, this.ui)
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
    if (this.recacheTimer) clearTimeout(this.recacheTimer)
    if (this.viewSaveTimer) clearTimeout(this.viewSaveTimer)
    cancelAnimationFrame(this.frame)
    this.stage.destroy()
  }

  /** A new size keeps the same point of the plan in the middle. */
  resize(width: number, height: number) {
    const w = Math.max(1, width)
    const h = Math.max(1, height)
    if (w === this.stage.width() && h === this.stage.height()) return
    if (this.viewFollowsSize) {
      this.stage.size({ width: w, height: h })
      this.openingView()
      return
    }
    this.stage.position({ x: this.stage.x() + (w - this.stage.width()) / 2, y: this.stage.y() + (h - this.stage.height()) / 2 })
    this.stage.size({ width: w, height: h })
    this.cull()
    this.drawUi()
    this.rememberView()
  }

  // ---- Drawing ----

  /** Draw the plan; only tables whose drawing changed are rebuilt and re-cached. */
  setState(state: PlanState) {
    const first = this.state === null
    this.state = state
    for (const [id, entry] of this.tableNodes) {
      if (!state.tables.has(id)) {
        entry.node.destroy()
        this.tableNodes.delete(id)
      }
    }
    const ratio = this.cacheRatio()
    for (const table of state.tables.values()) {
      const look = tableLook(state, table, offsetsOf(table))
      const signature = lookSignature(look)
      const entry = this.tableNodes.get(table.id)
      if (entry && entry.signature === signature) {
        entry.node.setAttrs({ x: table.x, y: table.y, rotation: table.rotation })
        continue
      }
      const { hx, hy } = tableHalfExtents(table)
      const node: Konva.Shape = entry?.node ?? new Konva.Shape({ perfectDrawEnabled: false, listening: false } as Konva.ShapeConfig)
      node.setAttrs({ x: table.x, y: table.y, rotation: table.rotation, sceneFunc: (ctx: Konva.Context) => drawTable(ctx, look) })
      node.setAttr('box', { hx, hy })
      if (!entry) this.tables.add(node)
      this.cacheNode(node, ratio)
      this.tableNodes.set(table.id, { node, signature, cachedAt: ratio })
    }
    this.drawShapes(state)
    this.drawBackground(state)
    this.index.rebuild(state)
    this.contentBox = this.measureContent(state)
    this.selection = this.selection.filter((item) => this.exists(item))
    if (first) {
      this.savedView = this.readSavedView()
      this.viewFollowsSize = true
      this.openingView()
    }
    this.sayPlanInView()
    this.cull()
    this.drawUi()
  }

  private exists(item: SelItem): boolean {
    const s = this.state!
    return item.kind === 'table' ? s.tables.has(item.id) : item.kind === 'seat' ? s.seats.has(item.id) : item.kind === 'object' ? s.objects.has(item.id) : s.sections.has(item.id)
  }

  /** Pixels of the cache per canvas unit: sharp at the zoom it was made for; none past 2 (few tables are in view then). */
  private cacheRatio(): number {
    const pixels = this.stage.scaleX() * (window.devicePixelRatio || 1)
    if (pixels > 2.5) return 0
    return Math.min(2, Math.max(1 / 16, 2 ** Math.ceil(Math.log2(pixels))))
  }

  private cacheNode(node: Konva.Shape, ratio: number) {
    node.clearCache()
    if (ratio === 0) return
    const { hx, hy } = node.getAttr('box') as { hx: number; hy: number }
    node.cache({ x: -hx - 2, y: -hy - 2, width: hx * 2 + 4, height: hy * 2 + 4, pixelRatio: ratio })
  }

  /** After a zoom settles: re-cache the tables at the new sharpness, those in view first, a few per frame. */
  private scheduleRecache() {
    if (this.recacheTimer) clearTimeout(this.recacheTimer)
    this.recacheTimer = setTimeout(() => {
      const ratio = this.cacheRatio()
      const view = this.viewBox()
      const stale = [...this.tableNodes].filter(([, entry]) => entry.cachedAt !== ratio)
      stale.sort(([a], [b]) => Number(this.inBox(b, view)) - Number(this.inBox(a, view)))
      this.recacheQueue = stale.map(([id]) => id)
      const step = () => {
        const started = performance.now()
        while (this.recacheQueue.length && performance.now() - started < 12) {
          const entry = this.tableNodes.get(this.recacheQueue.shift()!)
          if (!entry) continue
          this.cacheNode(entry.node, ratio)
          entry.cachedAt = ratio
        }
        this.tables.batchDraw()
        if (this.recacheQueue.length) this.frame = requestAnimationFrame(step)
      }
      step()
    }, 180)
  }

  private inBox(tableId: string, view: Box): boolean {
    const table = this.state?.tables.get(tableId)
    if (!table) return false
    const box = tableBox(table)
    return box.maxX >= view.minX && box.minX <= view.maxX && box.maxY >= view.minY && box.minY <= view.maxY
  }

  private drawShapes(state: PlanState) {
    for (const group of this.shapeNodes.values()) group.destroy()
    this.shapeNodes.clear()
    for (const section of state.sections.values()) this.shapes.add(this.track(section.id, sectionNode(section)))
    for (const object of state.objects.values()) this.shapes.add(this.track(object.id, objectNode(object)))
    this.shapes.batchDraw()
  }

  private track(id: string, group: Konva.Group): Konva.Group {
    this.shapeNodes.set(id, group)
    return group
  }

  private drawBackground(state: PlanState) {
    const url = state.backgroundUrl
    const settings = state.settings
    if (url !== this.backgroundUrl) {
      this.backgroundUrl = url
      this.backgroundImage?.destroy()
      this.backgroundImage = null
      if (url) {
        const image = new window.Image()
        image.onload = () => {
          if (this.backgroundUrl !== url) return
          this.backgroundImage = new Konva.Image({ image, listening: false })
          this.background.add(this.backgroundImage)
          this.placeBackground()
        }
        image.src = url
      }
    }
    void settings
    this.placeBackground()
  }

  private placeBackground() {
    const s = this.state?.settings
    if (!this.backgroundImage || !s) return
    this.backgroundImage.setAttrs({ image: this.backgroundImage.image(), x: s.background_x, y: s.background_y, scaleX: s.background_scale, scaleY: s.background_scale, opacity: s.background_opacity })
    this.background.batchDraw()
  }

  /** Hide tables out of view: the canvas then draws only what can be seen. */
  private cull() {
    if (!this.state) return
    const view = this.viewBox()
    const margin = 60 / this.stage.scaleX()
    const grown = { minX: view.minX - margin, minY: view.minY - margin, maxX: view.maxX + margin, maxY: view.maxY + margin }
    for (const [id, entry] of this.tableNodes) entry.node.visible(this.inBox(id, grown))
    this.stage.batchDraw()
  }

  setSelection(items: SelItem[]) {
    this.selection = items
    this.drawUi()
  }

  private drawUi(dragOffset?: { dx: number; dy: number; keys: Set<string> }) {
    this.ui.destroyChildren()
    const s = this.state
    if (!s) return
    const scale = this.stage.scaleX()
    const stroke = 2 / scale
    for (const item of this.selection) {
      const key = selKey(item)
      const shift = dragOffset?.keys.has(key) ? dragOffset : null
      const box = this.boxOf(item)
      if (!box) continue
      const pad = 3 / scale
      this.ui.add(
        new Konva.Rect({
          x: box.minX - pad + (shift?.dx ?? 0),
          y: box.minY - pad + (shift?.dy ?? 0),
          width: box.maxX - box.minX + pad * 2,
          height: box.maxY - box.minY + pad * 2,
          stroke: '#2D4CD7',
          strokeWidth: stroke,
          dash: item.kind === 'seat' ? undefined : [6 / scale, 4 / scale],
          cornerRadius: item.kind === 'seat' ? SEAT_SIZE : 2 / scale,
        }),
      )
    }
    if (this.highlights) {
      const color = this.highlights.tone === 'fits' ? '#16A34A' : '#DC2626'
      for (const id of this.highlights.ids) {
        const seat = s.seats.get(id)
        const item = seat && this.index.seatItem(id, seat.table_id)
        if (item) this.ui.add(new Konva.Circle({ x: item.cx, y: item.cy, radius: SEAT_SIZE / 2 + 3, stroke: color, strokeWidth: 3 / Math.max(scale, 0.5) }))
      }
    }
    if (this.hoverId) {
      const seat = s.seats.get(this.hoverId)
      const item = seat && this.index.seatItem(this.hoverId, seat.table_id)
      if (item) this.ui.add(new Konva.Circle({ x: item.cx, y: item.cy, radius: SEAT_SIZE / 2 + 1.5, stroke: '#18181B', strokeWidth: stroke }))
    }
    this.ui.batchDraw()
  }

  private boxOf(item: SelItem): Box | null {
    const s = this.state!
    if (item.kind === 'table') {
      const t = s.tables.get(item.id)
      return t ? tableBox(t) : null
    }
    if (item.kind === 'seat') {
      const seat = s.seats.get(item.id)
      const hit = seat && this.index.seatItem(item.id, seat.table_id)
      return hit ?? null
    }
    if (item.kind === 'object') {
      const o = s.objects.get(item.id)
      return o ? objectBox(o) : null
    }
    const section = s.sections.get(item.id)
    return section ? sectionBox(section) : null
  }

  // ---- Viewport ----

  get scale(): number {
    return this.stage.scaleX()
  }

  viewBox(): Box {
    const scale = this.stage.scaleX()
    return {
      minX: -this.stage.x() / scale,
      minY: -this.stage.y() / scale,
      maxX: (this.stage.width() - this.stage.x()) / scale,
      maxY: (this.stage.height() - this.stage.y()) / scale,
    }
  }

  viewCentre(): { x: number; y: number } {
    const box = this.viewBox()
    return { x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 }
  }

  zoomAt(scale: number, screen: { x: number; y: number }) {
    const old = this.stage.scaleX()
    const next = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale))
    this.viewFollowsSize = false
    const world = { x: (screen.x - this.stage.x()) / old, y: (screen.y - this.stage.y()) / old }
    this.stage.scale({ x: next, y: next })
    this.stage.position({ x: screen.x - world.x * next, y: screen.y - world.y * next })
    this.afterViewChange()
  }

  zoomBy(factor: number) {
    this.zoomAt(this.stage.scaleX() * factor, { x: this.stage.width() / 2, y: this.stage.height() / 2 })
  }

  /** Pans, when some of `box` is out of view, so all of it shows (a new piece placed beyond the edge). */
  reveal(box: Box) {
    const view = this.viewBox()
    const dx = box.minX < view.minX ? view.minX - box.minX : box.maxX > view.maxX ? view.maxX - box.maxX : 0
    const dy = box.minY < view.minY ? view.minY - box.minY : box.maxY > view.maxY ? view.maxY - box.maxY : 0
    if (dx === 0 && dy === 0) return
    const scale = this.stage.scaleX()
    this.panBy(dx * scale, dy * scale)
  }

  panBy(dx: number, dy: number) {
    this.viewFollowsSize = false
    this.stage.position({ x: this.stage.x() + dx, y: this.stage.y() + dy })
    this.afterViewChange(false)
  }

  /** Where the plan's tables, shapes and sections are, together; null for an empty plan. */
  private measureContent(state: PlanState): Box | null {
    const boxes: Box[] = []
    for (const t of state.tables.values()) boxes.push(tableBox(t))
    for (const o of state.objects.values()) boxes.push(objectBox(o))
    for (const section of state.sections.values()) boxes.push(sectionBox(section))
    return unionBox(boxes)
  }

  /** Everything in view, or a plain view of the origin for an empty plan. */
  fit() {
    this.showBox(this.contentBox ?? { minX: -400, minY: -300, maxX: 400, maxY: 300 })
  }

  private showBox(box: Box) {
    const pad = 40
    const w = Math.max(1, box.maxX - box.minX)
    const h = Math.max(1, box.maxY - box.minY)
    const scale = Math.min(FIT_MAX_ZOOM, Math.max(MIN_ZOOM, Math.min((this.stage.width() - pad * 2) / w, (this.stage.height() - pad * 2) / h)))
    this.stage.scale({ x: scale, y: scale })
    this.stage.position({ x: this.stage.width() / 2 - ((box.minX + box.maxX) / 2) * scale, y: this.stage.height() / 2 - ((box.minY + box.maxY) / 2) * scale })
    this.afterViewChange()
  }

  /**
   * How the plan opens: a reload (the stage the size it was) comes back to the same place; any other
   * size, or a first visit, shows the whole plan, fitted.
   */
  private openingView() {
    const saved = this.savedView
    if (saved && saved.w === this.stage.width() && saved.h === this.stage.height()) {
      this.stage.scale({ x: saved.scale, y: saved.scale })
      this.stage.position({ x: saved.x, y: saved.y })
      this.afterViewChange()
    } else {
      this.fit()
    }
  }

  private readSavedView(): SavedView | null {
    if (!this.viewKey) return null
    try {
      const saved = JSON.parse(localStorage.getItem(this.viewKey) ?? 'null') as SavedView | null
      return saved && saved.scale >= MIN_ZOOM && saved.scale <= MAX_ZOOM ? saved : null
    } catch {
      return null
    }
  }

  /** Said on the stage's element (data-plan-in-view), for tests and tools that cannot see into the canvas. */
  private sayPlanInView() {
    this.container.dataset.planInView = String(this.planInView())
  }

  /** Whether every table, shape and section is inside the view: what a person opening the plan should see. */
  private planInView(): boolean {
    const content = this.contentBox
    if (!content) return true
    const view = this.viewBox()
    return content.minX >= view.minX - 0.5 && content.maxX <= view.maxX + 0.5 && content.minY >= view.minY - 0.5 && content.maxY <= view.maxY + 0.5
  }

  private rememberView() {
    if (!this.viewKey) return
    if (this.viewSaveTimer) clearTimeout(this.viewSaveTimer)
    const key = this.viewKey
    this.viewSaveTimer = setTimeout(() => {
      try {
        localStorage.setItem(key, JSON.stringify({ x: this.stage.x(), y: this.stage.y(), scale: this.stage.scaleX(), w: this.stage.width(), h: this.stage.height() }))
      } catch {
        // A full or blocked storage only loses the remembered view.
      }
    }, 250)
  }

  private afterViewChange(zoomed = true) {
    this.sayPlanInView()
    this.cull()
    this.drawUi()
    this.rememberView()
    if (zoomed) {
      this.callbacks.onZoom(this.stage.scaleX())
      this.scheduleRecache()
    }
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
    this.highlights = tone ? { ids: seatIds, tone } : null
    this.drawUi()
  }

  focusSeat(seatId: string) {
    const seat = this.state?.seats.get(seatId)
    const item = seat && this.index.seatItem(seatId, seat.table_id)
    if (!item) return
    const scale = Math.max(this.stage.scaleX(), 2)
    this.viewFollowsSize = false
    this.stage.scale({ x: scale, y: scale })
    this.stage.position({ x: this.stage.width() / 2 - item.cx! * scale, y: this.stage.height() / 2 - item.cy! * scale })
    this.selection = [{ kind: 'seat', id: seatId }]
    this.afterViewChange()
  }

  // ---- Input ----

  clientToWorld(clientX: number, clientY: number): { x: number; y: number } {
    const rect = this.container.getBoundingClientRect()
    const scale = this.stage.scaleX()
    return { x: (clientX - rect.left - this.stage.x()) / scale, y: (clientY - rect.top - this.stage.y()) / scale }
  }

  private snapValue(value: number): number {
    return this.snap ? Math.round(value / GRID) * GRID : value
  }

  private onKey = (event: KeyboardEvent) => {
    if (event.code === 'Space' && !isTyping(event.target)) {
      this.spaceDown = event.type === 'keydown'
      this.container.style.cursor = this.spaceDown ? 'grab' : ''
    }
  }

  private onLeave = () => {
    if (!this.gesture) this.setHover(null, 0, 0)
  }

  private onWheel = (event: WheelEvent) => {
    event.preventDefault()
    const rect = this.container.getBoundingClientRect()
    const point = { x: event.clientX - rect.left, y: event.clientY - rect.top }
    // Trackpad pinches arrive as wheel events with ctrlKey; a mouse wheel zooms too; two-finger scroll pans.
    const pinchOrWheel = event.ctrlKey || event.metaKey || (event.deltaMode === 1 || Math.abs(event.deltaY) >= 50 && event.deltaX === 0)
    if (pinchOrWheel) {
      const factor = Math.exp(-event.deltaY * (event.ctrlKey ? 0.01 : 0.0015))
      this.zoomAt(this.stage.scaleX() * factor, point)
    } else {
      this.panBy(-event.deltaX, -event.deltaY)
    }
  }

  private onPointerDown = (event: PointerEvent) => {
    if (!this.state) return
    // Once a person works on the plan (places, selects, drags), the view stays where they see it.
    this.viewFollowsSize = false
    this.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY })
    this.container.focus({ preventScroll: true })
    if (this.pointers.size === 2) {
      const [a, b] = [...this.pointers.values()] as [{ x: number; y: number }, { x: number; y: number }]
      this.gesture = { kind: 'pinch', distance: Math.hypot(a.x - b.x, a.y - b.y), scale: this.stage.scaleX() }
      return
    }
    const world = this.clientToWorld(event.clientX, event.clientY)
    if (this.placing && event.button === 0) {
      this.callbacks.onPlace({ x: this.snapValue(world.x), y: this.snapValue(world.y) })
      return
    }
    const startPan = (): Gesture => ({ kind: 'pan', startX: event.clientX, startY: event.clientY, stageX: this.stage.x(), stageY: this.stage.y() })
    if (this.spaceDown || event.button === 1) {
      this.gesture = startPan()
      return
    }
    const hit = this.index.hit(this.state, world.x, world.y)
    const additive = event.shiftKey || event.metaKey || event.ctrlKey
    if (!hit) {
      if (additive && this.editable !== undefined) this.gesture = { kind: 'band', start: world, additive }
      else if (this.editable && !this.state.settings.background_locked && this.onBackground(world)) {
        this.gesture = { kind: 'background', start: world, bx: this.state.settings.background_x, by: this.state.settings.background_y }
      } else {
        this.gesture = startPan()
        if (!additive) this.callbacks.onSelect([], 'replace')
      }
      return
    }
    if (!this.editable) {
      this.gesture = { kind: 'click', hit, additive, startX: event.clientX, startY: event.clientY }
      return
    }
    // A drag from a table (or a seat of it) moves the table, and the rest of the selection when it is selected.
    const owner: SelItem = hit.kind === 'seat' ? { kind: 'table', id: hit.tableId! } : { kind: hit.kind, id: hit.id }
    const selectedKeys = new Set(this.selection.map(selKey))
    const moving = selectedKeys.has(selKey(owner)) ? this.selection.filter((item) => item.kind !== 'seat') : [owner]
    this.gesture = { kind: 'drag', start: world, items: this.movedItemsOf(moving), moved: false, hit, additive }
  }

  private movedItemsOf(items: SelItem[]): MovedItem[] {
    const s = this.state!
    const out = new Map<string, MovedItem>()
    for (const item of items) {
      if (item.kind === 'table') {
        const t = s.tables.get(item.id)
        if (t) out.set(item.id, { kind: 'table', id: t.id, x: t.x, y: t.y })
      } else if (item.kind === 'object') {
        const o = s.objects.get(item.id)
        if (o) out.set(item.id, { kind: 'object', id: o.id, x: o.x, y: o.y })
      } else if (item.kind === 'section') {
        const section = s.sections.get(item.id)
        if (!section) continue
        out.set(item.id, { kind: 'section', id: section.id, x: section.x, y: section.y })
        // A section carries its rows.
        for (const t of s.tables.values()) if (t.section_id === section.id) out.set(t.id, { kind: 'table', id: t.id, x: t.x, y: t.y })
      }
    }
    return [...out.values()]
  }

  private onBackground(world: { x: number; y: number }): boolean {
    const image = this.backgroundImage
    if (!image) return false
    const rect = image.getClientRect({ relativeTo: this.stage })
    return world.x >= rect.x && world.x <= rect.x + rect.width && world.y >= rect.y && world.y <= rect.y + rect.height
  }

  private onPointerMove = (event: PointerEvent) => {
    if (this.pointers.has(event.pointerId)) this.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY })
    const g = this.gesture
    if (!g) {
      if (!this.state || event.target !== this.container.querySelector('canvas:last-child') && !this.container.contains(event.target as Node)) return
      const world = this.clientToWorld(event.clientX, event.clientY)
      const hit = this.index.hit(this.state, world.x, world.y)
      this.setHover(hit, event.clientX, event.clientY)
      return
    }
    if (g.kind === 'pinch' && this.pointers.size === 2) {
      const [a, b] = [...this.pointers.values()] as [{ x: number; y: number }, { x: number; y: number }]
      const rect = this.container.getBoundingClientRect()
      const centre = { x: (a.x + b.x) / 2 - rect.left, y: (a.y + b.y) / 2 - rect.top }
      this.zoomAt(g.scale * (Math.hypot(a.x - b.x, a.y - b.y) / Math.max(1, g.distance)), centre)
      return
    }
    if (g.kind === 'pan') {
      this.viewFollowsSize = false
      this.stage.position({ x: g.stageX + event.clientX - g.startX, y: g.stageY + event.clientY - g.startY })
      this.afterViewChange(false)
      return
    }
    const world = this.clientToWorld(event.clientX, event.clientY)
    if (g.kind === 'band') {
      this.drawUi()
      this.ui.add(new Konva.Rect({ x: Math.min(g.start.x, world.x), y: Math.min(g.start.y, world.y), width: Math.abs(world.x - g.start.x), height: Math.abs(world.y - g.start.y), fill: 'rgba(45,76,215,0.08)', stroke: '#2D4CD7', strokeWidth: 1 / this.stage.scaleX() }))
      this.ui.batchDraw()
      return
    }
    if (g.kind === 'background') {
      this.backgroundImage?.position({ x: g.bx + world.x - g.start.x, y: g.by + world.y - g.start.y })
      this.background.batchDraw()
      return
    }
    if (g.kind === 'drag') {
      const dx = this.snapValue(world.x - g.start.x)
      const dy = this.snapValue(world.y - g.start.y)
      if (!g.moved && Math.hypot(world.x - g.start.x, world.y - g.start.y) * this.stage.scaleX() < 4) return
      g.moved = true
      for (const item of g.items) this.nodeOf(item)?.position({ x: item.x + dx, y: item.y + dy })
      this.tables.batchDraw()
      this.shapes.batchDraw()
      this.drawUi({ dx, dy, keys: new Set(g.items.map((item) => `${item.kind}:${item.id}`)) })
    }
  }

  private nodeOf(item: MovedItem): Konva.Node | undefined {
    return item.kind === 'table' ? this.tableNodes.get(item.id)?.node : this.shapeNodes.get(item.id)
  }

  private onPointerUp = (event: PointerEvent) => {
    this.pointers.delete(event.pointerId)
    const g = this.gesture
    if (!g) return
    if (g.kind === 'pinch') {
      if (this.pointers.size < 2) this.gesture = null
      return
    }
    this.gesture = null
    const world = this.clientToWorld(event.clientX, event.clientY)
    if (g.kind === 'band') {
      const box = { minX: Math.min(g.start.x, world.x), minY: Math.min(g.start.y, world.y), maxX: Math.max(g.start.x, world.x), maxY: Math.max(g.start.y, world.y) }
      const inside = this.index.within(box)
      const tables = new Set(inside.filter((item) => item.kind === 'table').map((item) => item.id))
      // Whole tables inside the band are taken as tables; seats alone only when their table is not.
      const picked = inside.filter((item) => item.kind !== 'seat' || !tables.has(item.tableId!)).map((item) => ({ kind: item.kind, id: item.id }))
      this.callbacks.onSelect(picked, 'toggle')
      this.drawUi()
      return
    }
    if (g.kind === 'background') {
      this.callbacks.onBackgroundMoved(g.bx + world.x - g.start.x, g.by + world.y - g.start.y)
      return
    }
    if (g.kind === 'drag' && g.moved) {
      const dx = this.snapValue(world.x - g.start.x)
      const dy = this.snapValue(world.y - g.start.y)
      this.callbacks.onMoveEnd(g.items.map((item) => ({ ...item, x: item.x + dx, y: item.y + dy })))
      return
    }
    if (g.kind === 'drag' || g.kind === 'click') {
      this.callbacks.onSelect([{ kind: g.hit.kind, id: g.hit.id }], g.additive ? 'toggle' : 'replace')
    }
  }

  private setHover(hit: IndexedItem | null, clientX: number, clientY: number) {
    const id = hit?.kind === 'seat' ? hit.id : null
    if (id !== this.hoverId) {
      this.hoverId = id
      this.drawUi()
    }
    this.container.style.cursor = this.placing ? 'crosshair' : this.spaceDown ? 'grab' : hit ? 'pointer' : ''
    this.callbacks.onHover(hit, clientX, clientY)
  }
}

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
}

function sectionNode(section: SeatingSection): Konva.Group {
  const group = new Konva.Group({ x: section.x, y: section.y, rotation: section.rotation, listening: false })
  group.add(new Konva.Rect({ x: -section.width / 2, y: -section.height / 2, width: section.width, height: section.height, stroke: section.color ?? '#A1A1AA', strokeWidth: 2, dash: [10, 6], fill: section.color ? `${section.color}14` : 'rgba(161,161,170,0.06)', cornerRadius: 8 }))
  group.add(new Konva.Text({ x: -section.width / 2 + 10, y: -section.height / 2 + 8, text: section.name, fontSize: 16, fontStyle: '600', fill: '#3F3F46' }))
  return group
}

function objectNode(object: SeatingCanvasObject): Konva.Group {
  const group = new Konva.Group({ x: object.x, y: object.y, rotation: object.rotation, listening: false })
  const fill = object.fill ?? '#E4E4E7'
  const stroke = object.stroke ?? '#71717A'
  const w = object.width
  const h = object.height
  if (object.type === 'Square') group.add(new Konva.Rect({ x: -w / 2, y: -h / 2, width: w, height: h, fill, stroke, strokeWidth: 2, cornerRadius: 4 }))
  if (object.type === 'Ellipsis') group.add(new Konva.Ellipse({ radiusX: w / 2, radiusY: h / 2, fill, stroke, strokeWidth: 2 }))
  if (object.type === 'CustomPolygon') group.add(new Konva.Line({ points: object.points, closed: true, fill, stroke, strokeWidth: 2 }))
  if (object.text) {
    const fontSize = object.font_size ?? (object.type === 'TextField' ? 18 : Math.max(12, Math.min(28, h / 3)))
    group.add(new Konva.Text({ x: -w / 2, y: -h / 2, width: w, height: h, text: object.text, fontSize, align: 'center', verticalAlign: 'middle', fill: object.type === 'TextField' ? (object.fill ?? '#18181B') : '#27272A', fontStyle: '600' }))
  }
  return group
}
