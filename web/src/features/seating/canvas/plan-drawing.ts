import Konva from 'konva'
import { SEAT_SIZE } from '@usher/domain/seating/seat-geometry'
import { objectBox, offsetsOf, sectionBox, tableBox, tableHalfExtents, type Box, type PlanState } from './plan-model'
import { selKey, type MovedItem, type SelItem } from './selection'
import { objectNode, sectionNode } from './shape-nodes'
import type { SpatialIndex } from './spatial-index'
import { drawTable, lookSignature, tableLook } from './table-drawing'
import { boxesOverlap, grownBox, type Point, type Size, type View } from './viewport'

// The floor plan's drawing layer (research notes A): tables and their seats are
// drawn by one shape per table on a layer that does not listen, each shape
// cached as a bitmap and re-cached only when its drawing changes; a small
// layer on top shows the selection, hover, drag highlights and the rubber band.
// It decides nothing: the engine tells it the plan, the view and what to show.

const ACCENT = '#2D4CD7'
const RECACHE_DELAY_MS = 180
/** Time per frame for re-caching after a zoom, so the page stays responsive. */
const RECACHE_FRAME_MS = 12

/** What the top layer shows besides the plan. */
export interface Overlay {
  selection: readonly SelItem[]
  highlights: { ids: readonly string[]; tone: 'fits' | 'no-fit' } | null
  hoverId: string | null
}

/** A gesture in progress, drawn over the plan until it ends. */
export type Preview = { kind: 'band'; box: Box } | { kind: 'drag'; items: readonly MovedItem[]; dx: number; dy: number } | null

export class PlanDrawing {
  readonly stage: Konva.Stage
  private background = new Konva.Layer({ listening: false })
  private shapes = new Konva.Layer({ listening: false })
  private tables = new Konva.Layer({ listening: false })
  private ui = new Konva.Layer({ listening: false })
  private tableNodes = new Map<string, { node: Konva.Shape; signature: string; cachedAt: number }>()
  private shapeNodes = new Map<string, Konva.Group>()
  private backgroundImage: Konva.Image | null = null
  private backgroundUrl: string | null = null
  private state: PlanState | null = null
  private recacheTimer: ReturnType<typeof setTimeout> | null = null
  private recacheQueue: string[] = []
  private frame = 0

  constructor(
    container: HTMLDivElement,
    private readonly index: SpatialIndex,
  ) {
    this.stage = new Konva.Stage({ container, width: container.clientWidth || 1, height: container.clientHeight || 1 })
    this.stage.add(this.background, this.shapes, this.tables, this.ui)
  }

  destroy() {
    if (this.recacheTimer) clearTimeout(this.recacheTimer)
    cancelAnimationFrame(this.frame)
    this.stage.destroy()
  }

  get size(): Size {
    return { width: this.stage.width(), height: this.stage.height() }
  }

  setSize(size: Size) {
    this.stage.size(size)
  }

  setView(view: View) {
    this.stage.scale({ x: view.scale, y: view.scale })
    this.stage.position({ x: view.x, y: view.y })
  }

  /** Draw the plan; only tables whose drawing changed are rebuilt and re-cached. */
  setPlan(state: PlanState) {
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
  }

  /** Where the background image lies on the plan, once it has loaded. */
  backgroundBox(): Box | null {
    if (!this.backgroundImage) return null
    const rect = this.backgroundImage.getClientRect({ relativeTo: this.stage })
    return { minX: rect.x, minY: rect.y, maxX: rect.x + rect.width, maxY: rect.y + rect.height }
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

  /** After a zoom settles: re-cache the tables at the new sharpness, those in `view` first, a few per frame. */
  scheduleRecache(view: Box) {
    if (this.recacheTimer) clearTimeout(this.recacheTimer)
    this.recacheTimer = setTimeout(() => {
      const ratio = this.cacheRatio()
      const stale = [...this.tableNodes].filter(([, entry]) => entry.cachedAt !== ratio)
      stale.sort(([a], [b]) => Number(this.tableIn(b, view)) - Number(this.tableIn(a, view)))
      this.recacheQueue = stale.map(([id]) => id)
      const next = () => {
        const started = performance.now()
        while (this.recacheQueue.length && performance.now() - started < RECACHE_FRAME_MS) {
          const entry = this.tableNodes.get(this.recacheQueue.shift()!)
          if (!entry) continue
          this.cacheNode(entry.node, ratio)
          entry.cachedAt = ratio
        }
        this.tables.batchDraw()
        if (this.recacheQueue.length) this.frame = requestAnimationFrame(next)
      }
      next()
    }, RECACHE_DELAY_MS)
  }

  private tableIn(tableId: string, view: Box): boolean {
    const table = this.state?.tables.get(tableId)
    return Boolean(table && boxesOverlap(tableBox(table), view))
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
    this.placeBackground()
  }

  private placeBackground() {
    const s = this.state?.settings
    if (!this.backgroundImage || !s) return
    this.backgroundImage.setAttrs({
      image: this.backgroundImage.image(),
      x: s.background_x,
      y: s.background_y,
      scaleX: s.background_scale,
      scaleY: s.background_scale,
      opacity: s.background_opacity,
    })
    this.background.batchDraw()
  }

  /** The background image where a drag has it so far. */
  previewBackground(at: Point) {
    this.backgroundImage?.position(at)
    this.background.batchDraw()
  }

  /** Hide tables out of `view`: the canvas then draws only what can be seen. */
  cull(view: Box) {
    if (!this.state) return
    const grown = grownBox(view, 60 / this.stage.scaleX())
    for (const [id, entry] of this.tableNodes) entry.node.visible(this.tableIn(id, grown))
    this.stage.batchDraw()
  }

  /** The top layer: selection, guest-drag highlights, the hovered seat, and a gesture in progress. */
  drawOverlay(overlay: Overlay, preview: Preview = null) {
    this.ui.destroyChildren()
    const s = this.state
    if (!s) return
    const scale = this.stage.scaleX()
    const stroke = 2 / scale
    if (preview?.kind === 'drag') this.moveNodes(preview.items, preview.dx, preview.dy)
    const dragged = preview?.kind === 'drag' ? new Set(preview.items.map(selKey)) : null
    for (const item of overlay.selection) {
      const shift = dragged?.has(selKey(item)) && preview?.kind === 'drag' ? preview : null
      const box = this.boxOf(item)
      if (!box) continue
      const pad = 3 / scale
      this.ui.add(
        new Konva.Rect({
          x: box.minX - pad + (shift?.dx ?? 0),
          y: box.minY - pad + (shift?.dy ?? 0),
          width: box.maxX - box.minX + pad * 2,
          height: box.maxY - box.minY + pad * 2,
          stroke: ACCENT,
          strokeWidth: stroke,
          dash: item.kind === 'seat' ? undefined : [6 / scale, 4 / scale],
          cornerRadius: item.kind === 'seat' ? SEAT_SIZE : 2 / scale,
        }),
      )
    }
    if (overlay.highlights) {
      const color = overlay.highlights.tone === 'fits' ? '#16A34A' : '#DC2626'
      for (const id of overlay.highlights.ids) {
        const item = this.seatItem(id)
        if (item) this.ui.add(new Konva.Circle({ x: item.cx, y: item.cy, radius: SEAT_SIZE / 2 + 3, stroke: color, strokeWidth: 3 / Math.max(scale, 0.5) }))
      }
    }
    const hovered = overlay.hoverId ? this.seatItem(overlay.hoverId) : undefined
    if (hovered) this.ui.add(new Konva.Circle({ x: hovered.cx, y: hovered.cy, radius: SEAT_SIZE / 2 + 1.5, stroke: '#18181B', strokeWidth: stroke }))
    if (preview?.kind === 'band') {
      const { box } = preview
      this.ui.add(
        new Konva.Rect({
          x: box.minX,
          y: box.minY,
          width: box.maxX - box.minX,
          height: box.maxY - box.minY,
          fill: 'rgba(45,76,215,0.08)',
          stroke: ACCENT,
          strokeWidth: 1 / scale,
        }),
      )
    }
    this.ui.batchDraw()
  }

  /** The dragged pieces where the drag has them so far; the next plan puts them where the save did. */
  private moveNodes(items: readonly MovedItem[], dx: number, dy: number) {
    for (const item of items) {
      const node = item.kind === 'table' ? this.tableNodes.get(item.id)?.node : this.shapeNodes.get(item.id)
      node?.position({ x: item.x + dx, y: item.y + dy })
    }
    this.tables.batchDraw()
    this.shapes.batchDraw()
  }

  private seatItem(seatId: string) {
    const seat = this.state?.seats.get(seatId)
    return seat ? this.index.seatItem(seatId, seat.table_id) : undefined
  }

  private boxOf(item: SelItem): Box | null {
    const s = this.state!
    if (item.kind === 'table') {
      const t = s.tables.get(item.id)
      return t ? tableBox(t) : null
    }
    if (item.kind === 'seat') return this.seatItem(item.id) ?? null
    if (item.kind === 'object') {
      const o = s.objects.get(item.id)
      return o ? objectBox(o) : null
    }
    const section = s.sections.get(item.id)
    return section ? sectionBox(section) : null
  }
}
