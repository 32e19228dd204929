import type { IndexedItem } from './spatial-index'
import type { Box, PlanState } from './plan-model'
import { snapToGrid } from './grid'
import { movedItemsOf, selKey, type MovedItem, type SelItem } from './selection'
import type { Point, View } from './viewport'

// What the pointer, the wheel and the space bar do on the floor plan, as a pure
// state machine: `step(state, input, scene)` answers the next state and the
// effects to carry out (select, move, pan, zoom, preview). It draws nothing and
// touches no DOM: the engine feeds it the browser's events and carries the
// effects out on the drawing layer, the view and the page's callbacks.

/** A drag starts only past this many pixels on screen: a click that wobbles stays a click. */
export const DRAG_THRESHOLD_PX = 4

export type Gesture =
  | { kind: 'pan'; start: Point; from: View }
  | { kind: 'band'; start: Point }
  | { kind: 'drag'; start: Point; items: MovedItem[]; moved: boolean; hit: IndexedItem; additive: boolean }
  | { kind: 'click'; hit: IndexedItem; additive: boolean }
  | { kind: 'background'; start: Point; from: Point }
  | { kind: 'pinch'; distance: number; scale: number }

export interface GestureState {
  gesture: Gesture | null
  /** Pointers pressed on the stage, at their last place on it (pixels). */
  pointers: ReadonlyMap<number, Point>
  spaceDown: boolean
  /** The seat under the pointer, outlined. */
  hoverId: string | null
}

export const idleGestures: GestureState = { gesture: null, pointers: new Map(), spaceDown: false, hoverId: null }

/** A pointer event, in the three frames the machine needs: the window's, the stage's and the plan's. */
export interface PointerInput {
  pointerId: number
  client: Point
  stage: Point
  world: Point
  button: number
  /** Shift, Cmd or Ctrl: adds to the selection instead of replacing it. */
  additive: boolean
}

export type GestureInput =
  | ({ type: 'pointerDown' } & PointerInput)
  /** `overStage`: the pointer is over the plan (hover answers only there). */
  | ({ type: 'pointerMove'; overStage: boolean } & PointerInput)
  | ({ type: 'pointerUp' } & PointerInput)
  | { type: 'wheel'; stage: Point; deltaX: number; deltaY: number; lineMode: boolean; ctrlKey: boolean; metaKey: boolean }
  | { type: 'space'; down: boolean }
  | { type: 'leave' }

/** What the machine reads of the world around it; it never changes any of it. */
export interface GestureScene {
  plan: PlanState | null
  hitAt(point: Point): IndexedItem | null
  within(box: Box): IndexedItem[]
  selection: readonly SelItem[]
  view: View
  editable: boolean
  snap: boolean
  placing: boolean
  /** Where the background image lies on the plan, when there is one. */
  backgroundBox: Box | null
}

export type GestureEffect =
  /** A person took the view over: it stops following the stage's size. */
  | { type: 'holdView' }
  | { type: 'focusStage' }
  | { type: 'select'; items: SelItem[]; mode: 'replace' | 'toggle' }
  | { type: 'place'; point: Point }
  | { type: 'setView'; view: View }
  | { type: 'zoomAt'; scale: number; at: Point }
  | { type: 'panBy'; dx: number; dy: number }
  | { type: 'previewBand'; box: Box }
  | { type: 'previewDrag'; items: MovedItem[]; dx: number; dy: number }
  | { type: 'previewBackground'; at: Point }
  | { type: 'clearPreview' }
  | { type: 'moveEnd'; moved: MovedItem[] }
  | { type: 'backgroundMoved'; at: Point }
  | { type: 'hover'; hit: IndexedItem | null; client: Point }
  | { type: 'cursor'; cursor: '' | 'pointer' | 'grab' | 'crosshair' }

export interface Step {
  state: GestureState
  effects: GestureEffect[]
}

export function step(state: GestureState, input: GestureInput, scene: GestureScene): Step {
  switch (input.type) {
    case 'pointerDown':
      return pointerDown(state, input, scene)
    case 'pointerMove':
      return pointerMove(state, input, scene)
    case 'pointerUp':
      return pointerUp(state, input, scene)
    case 'wheel':
      return { state, effects: [wheel(input, scene.view)] }
    case 'space':
      return { state: { ...state, spaceDown: input.down }, effects: [{ type: 'cursor', cursor: input.down ? 'grab' : '' }] }
    case 'leave':
      return state.gesture ? { state, effects: [] } : hover(state, null, { x: 0, y: 0 }, scene)
  }
}

const withPointer = (state: GestureState, id: number, at: Point) => new Map(state.pointers).set(id, at)
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y)

function pointerDown(state: GestureState, input: PointerInput, scene: GestureScene): Step {
  const plan = scene.plan
  if (!plan) return { state, effects: [] }
  // Once a person works on the plan (places, selects, drags), the view stays where they see it.
  const effects: GestureEffect[] = [{ type: 'holdView' }, { type: 'focusStage' }]
  const pointers = withPointer(state, input.pointerId, input.stage)
  const next = (gesture: Gesture | null): Step => ({ state: { ...state, pointers, gesture: gesture ?? state.gesture }, effects })
  if (pointers.size === 2) {
    const [a, b] = [...pointers.values()] as [Point, Point]
    return next({ kind: 'pinch', distance: distance(a, b), scale: scene.view.scale })
  }
  if (scene.placing && input.button === 0) {
    effects.push({ type: 'place', point: { x: snapToGrid(input.world.x, scene.snap), y: snapToGrid(input.world.y, scene.snap) } })
    return next(null)
  }
  const pan: Gesture = { kind: 'pan', start: input.stage, from: scene.view }
  if (state.spaceDown || input.button === 1) return next(pan)
  const hit = scene.hitAt(input.world)
  const { additive } = input
  if (!hit) {
    if (additive) return next({ kind: 'band', start: input.world })
    const background = scene.backgroundBox
    if (scene.editable && !plan.settings.background_locked && background && inside(input.world, background)) {
      return next({ kind: 'background', start: input.world, from: { x: plan.settings.background_x, y: plan.settings.background_y } })
    }
    effects.push({ type: 'select', items: [], mode: 'replace' })
    return next(pan)
  }
  if (!scene.editable) return next({ kind: 'click', hit, additive })
  // A drag from a table (or a seat of it) moves the table, and the rest of the selection when it is selected.
  const owner: SelItem = hit.kind === 'seat' ? { kind: 'table', id: hit.tableId! } : { kind: hit.kind, id: hit.id }
  const selected = new Set(scene.selection.map(selKey))
  const moving = selected.has(selKey(owner)) ? scene.selection.filter((item) => item.kind !== 'seat') : [owner]
  return next({ kind: 'drag', start: input.world, items: movedItemsOf(plan, moving), moved: false, hit, additive })
}

function pointerMove(state: GestureState, input: PointerInput & { overStage: boolean }, scene: GestureScene): Step {
  const pointers = state.pointers.has(input.pointerId) ? withPointer(state, input.pointerId, input.stage) : state.pointers
  const moved = { ...state, pointers }
  const g = state.gesture
  if (!g) {
    if (!scene.plan || !input.overStage) return { state: moved, effects: [] }
    return hover(moved, scene.hitAt(input.world), input.client, scene)
  }
  switch (g.kind) {
    case 'pinch': {
      if (pointers.size !== 2) return { state: moved, effects: [] }
      const [a, b] = [...pointers.values()] as [Point, Point]
      const at = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }
      return { state: moved, effects: [{ type: 'zoomAt', scale: g.scale * (distance(a, b) / Math.max(1, g.distance)), at }] }
    }
    case 'pan':
      return {
        state: moved,
        effects: [
          { type: 'holdView' },
          { type: 'setView', view: { ...g.from, x: g.from.x + input.stage.x - g.start.x, y: g.from.y + input.stage.y - g.start.y } },
        ],
      }
    case 'band':
      return { state: moved, effects: [{ type: 'previewBand', box: boxBetween(g.start, input.world) }] }
    case 'background':
      return {
        state: moved,
        effects: [{ type: 'previewBackground', at: { x: g.from.x + input.world.x - g.start.x, y: g.from.y + input.world.y - g.start.y } }],
      }
    case 'drag': {
      if (!g.moved && distance(input.world, g.start) * scene.view.scale < DRAG_THRESHOLD_PX) return { state: moved, effects: [] }
      const { dx, dy } = dragOffset(g, input.world, scene.snap)
      return { state: { ...moved, gesture: { ...g, moved: true } }, effects: [{ type: 'previewDrag', items: g.items, dx, dy }] }
    }
    case 'click':
      return { state: moved, effects: [] }
  }
}

function pointerUp(state: GestureState, input: PointerInput, scene: GestureScene): Step {
  const pointers = new Map(state.pointers)
  pointers.delete(input.pointerId)
  const g = state.gesture
  if (!g) return { state: { ...state, pointers }, effects: [] }
  if (g.kind === 'pinch') return { state: { ...state, pointers, gesture: pointers.size < 2 ? null : g }, effects: [] }
  const done = { ...state, pointers, gesture: null }
  switch (g.kind) {
    case 'band': {
      const inBand = scene.within(boxBetween(g.start, input.world))
      const tables = new Set(inBand.filter((item) => item.kind === 'table').map((item) => item.id))
      // Whole tables inside the band are taken as tables; seats alone only when their table is not.
      const picked = inBand.filter((item) => item.kind !== 'seat' || !tables.has(item.tableId!)).map((item): SelItem => ({ kind: item.kind, id: item.id }))
      return { state: done, effects: [{ type: 'select', items: picked, mode: 'toggle' }, { type: 'clearPreview' }] }
    }
    case 'background':
      return { state: done, effects: [{ type: 'backgroundMoved', at: { x: g.from.x + input.world.x - g.start.x, y: g.from.y + input.world.y - g.start.y } }] }
    case 'drag':
      if (g.moved) {
        const { dx, dy } = dragOffset(g, input.world, scene.snap)
        return { state: done, effects: [{ type: 'moveEnd', moved: g.items.map((item) => ({ ...item, x: item.x + dx, y: item.y + dy })) }] }
      }
      return { state: done, effects: [selectHit(g.hit, g.additive)] }
    case 'click':
      return { state: done, effects: [selectHit(g.hit, g.additive)] }
    case 'pan':
      return { state: done, effects: [] }
  }
}

function selectHit(hit: IndexedItem, additive: boolean): GestureEffect {
  return { type: 'select', items: [{ kind: hit.kind, id: hit.id }], mode: additive ? 'toggle' : 'replace' }
}

function dragOffset(g: { start: Point }, world: Point, snap: boolean) {
  return { dx: snapToGrid(world.x - g.start.x, snap), dy: snapToGrid(world.y - g.start.y, snap) }
}

// Trackpad pinches arrive as wheel events with ctrlKey; a mouse wheel (whole lines, or big vertical steps) zooms too; a two-finger scroll pans.
function wheel(input: Extract<GestureInput, { type: 'wheel' }>, view: View): GestureEffect {
  const zooms = input.ctrlKey || input.metaKey || input.lineMode || (Math.abs(input.deltaY) >= 50 && input.deltaX === 0)
  if (!zooms) return { type: 'panBy', dx: -input.deltaX, dy: -input.deltaY }
  const factor = Math.exp(-input.deltaY * (input.ctrlKey ? 0.01 : 0.0015))
  return { type: 'zoomAt', scale: view.scale * factor, at: input.stage }
}

function hover(state: GestureState, hit: IndexedItem | null, client: Point, scene: GestureScene): Step {
  const hoverId = hit?.kind === 'seat' ? hit.id : null
  const cursor = scene.placing ? 'crosshair' : state.spaceDown ? 'grab' : hit ? 'pointer' : ''
  return {
    state: { ...state, hoverId },
    effects: [
      { type: 'cursor', cursor },
      { type: 'hover', hit, client },
    ],
  }
}

function boxBetween(a: Point, b: Point): Box {
  return { minX: Math.min(a.x, b.x), minY: Math.min(a.y, b.y), maxX: Math.max(a.x, b.x), maxY: Math.max(a.y, b.y) }
}

function inside(point: Point, box: Box): boolean {
  return point.x >= box.minX && point.x <= box.maxX && point.y >= box.minY && point.y <= box.maxY
}
