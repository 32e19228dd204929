import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { SeatingCanvasObject, SeatingSeat, SeatingSection, SeatingTable } from '@/api/seating'
import { GRID } from './grid'
import { DRAG_THRESHOLD_PX, idleGestures, step, type GestureEffect, type GestureInput, type GestureScene, type GestureState } from './gesture-machine'
import { groupSeats, type Box, type PlanState } from './plan-model'
import type { SelItem } from './selection'
import { SpatialIndex } from './spatial-index'
import type { Point, View } from './viewport'

// The floor plan's gestures without a canvas: inputs in, state and effects out,
// over a real hit index of a small plan (a table with four seats, a stage, a
// section holding one row).

const table = (id: string, fields: Partial<SeatingTable>): SeatingTable =>
  ({
    id,
    section_id: null,
    name: id,
    label: null,
    shape: 'rectangle',
    diameter: null,
    seat_count: 4,
    numbering: 'clockwise',
    aisle_after: [],
    curve: 0,
    x: 0,
    y: 0,
    width: 100,
    height: 50,
    rotation: 0,
    color: null,
    seated: 0,
    ...fields,
  }) as SeatingTable
const seatsOf = (tableId: string, count: number): SeatingSeat[] =>
  Array.from({ length: count }, (_, position) => ({
    id: `${tableId}-s${position}`,
    table_id: tableId,
    seat_legend_id: null,
    name: String(position + 1),
    position,
    disabled: false,
    disabled_message: null,
    attendee_id: null,
  }))
const stageObject: SeatingCanvasObject = {
  id: 'stage',
  type: 'Square',
  x: 400,
  y: 0,
  width: 80,
  height: 60,
  rotation: 0,
  points: [],
  text: 'Stage',
  fill: null,
  stroke: null,
  font_size: null,
}
const section: SeatingSection = { id: 'balcony', name: 'Balcony', color: null, x: 0, y: 500, width: 400, height: 200, rotation: 0 }

function planOf(locked = false): PlanState {
  const tables = [table('t1', {}), table('row', { shape: 'row', section_id: 'balcony', x: 0, y: 500, width: 0, height: 0, seat_count: 3 })]
  const seats = new Map([...seatsOf('t1', 4), ...seatsOf('row', 3)].map((seat) => [seat.id, seat]))
  return {
    sections: new Map([[section.id, section]]),
    tables: new Map(tables.map((t) => [t.id, t])),
    seats,
    objects: new Map([[stageObject.id, stageObject]]),
    legends: new Map(),
    settings: { background_locked: locked, background_x: -1000, background_y: -1000, background_scale: 1, background_opacity: 1 } as PlanState['settings'],
    occupants: new Map(),
    seatsByTable: groupSeats(seats),
    seatingType: 'venue',
    backgroundUrl: null,
  }
}

const plan = planOf()
const index = new SpatialIndex()
index.rebuild(plan)
const seatCentre = (id: string): Point => {
  const item = index.seatItem(id, plan.seats.get(id)!.table_id)!
  return { x: item.cx!, y: item.cy! }
}

const VIEW: View = { x: 500, y: 300, scale: 2 }
function sceneOf(overrides: Partial<GestureScene> = {}): GestureScene {
  const p = overrides.plan === undefined ? plan : overrides.plan
  const i = new SpatialIndex()
  if (p) i.rebuild(p)
  return {
    plan: p,
    hitAt: (pt) => (p ? i.hit(p, pt.x, pt.y) : null),
    within: (box) => i.within(box),
    selection: [],
    view: VIEW,
    editable: true,
    snap: true,
    placing: false,
    backgroundBox: null,
    ...overrides,
  }
}

/** A pointer event at a point of the plan, as the engine would describe it. */
function at(
  type: 'pointerDown' | 'pointerMove' | 'pointerUp',
  world: Point,
  extra: { pointerId?: number; button?: number; additive?: boolean; view?: View } = {},
): GestureInput {
  const view = extra.view ?? VIEW
  const stagePoint = { x: world.x * view.scale + view.x, y: world.y * view.scale + view.y }
  const base = {
    pointerId: extra.pointerId ?? 1,
    client: { x: stagePoint.x + 10, y: stagePoint.y + 20 },
    stage: stagePoint,
    world,
    button: extra.button ?? 0,
    additive: extra.additive ?? false,
  }
  return type === 'pointerMove' ? { type, overStage: true, ...base } : { type, ...base }
}

/** Runs inputs through the machine from rest; answers the last state and every effect, in order. */
function run(inputs: GestureInput[], scene = sceneOf(), from: GestureState = idleGestures) {
  let state = from
  const effects: GestureEffect[] = []
  for (const input of inputs) {
    const next = step(state, input, scene)
    state = next.state
    effects.push(...next.effects)
  }
  return { state, effects }
}
const ofType = <T extends GestureEffect['type']>(effects: GestureEffect[], type: T) =>
  effects.filter((e): e is Extract<GestureEffect, { type: T }> => e.type === type)

describe('clicking', () => {
  it('a click on a table selects it alone; with Shift it toggles it in the selection', () => {
    const click = run([at('pointerDown', { x: 0, y: 0 }), at('pointerUp', { x: 0, y: 0 })])
    expect(ofType(click.effects, 'select')).toEqual([{ type: 'select', items: [{ kind: 'table', id: 't1' }], mode: 'replace' }])
    expect(click.state.gesture).toBeNull()
    const shift = run([at('pointerDown', { x: 0, y: 0 }, { additive: true }), at('pointerUp', { x: 0, y: 0 }, { additive: true })])
    expect(ofType(shift.effects, 'select')).toEqual([{ type: 'select', items: [{ kind: 'table', id: 't1' }], mode: 'toggle' }])
  })

  it('a click on a seat selects the seat, not its table', () => {
    const seat = seatCentre('t1-s0')
    const { effects } = run([at('pointerDown', seat), at('pointerUp', seat)])
    expect(ofType(effects, 'select')).toEqual([{ type: 'select', items: [{ kind: 'seat', id: 't1-s0' }], mode: 'replace' }])
  })

  it('a hand that wobbles less than the drag threshold still clicks, and moves nothing', () => {
    const wobble = (DRAG_THRESHOLD_PX - 1) / VIEW.scale
    const { effects } = run([at('pointerDown', { x: 0, y: 0 }), at('pointerMove', { x: wobble, y: 0 }), at('pointerUp', { x: wobble, y: 0 })])
    expect(ofType(effects, 'previewDrag')).toEqual([])
    expect(ofType(effects, 'moveEnd')).toEqual([])
    expect(ofType(effects, 'select')).toHaveLength(1)
  })

  it('pressing on the plan takes the view over from the window size and focuses the stage', () => {
    const { effects } = run([at('pointerDown', { x: 0, y: 0 })])
    expect(effects.slice(0, 2)).toEqual([{ type: 'holdView' }, { type: 'focusStage' }])
  })

  it('does nothing before the plan has loaded', () => {
    const { state, effects } = run([at('pointerDown', { x: 0, y: 0 }), at('pointerUp', { x: 0, y: 0 })], sceneOf({ plan: null }))
    expect(effects).toEqual([])
    expect(state).toEqual(idleGestures)
  })
})

describe('dragging', () => {
  it('drags a table by whole grid steps, previewing on the way and saving where it lands', () => {
    const { effects } = run([
      at('pointerDown', { x: 0, y: 0 }),
      at('pointerMove', { x: 13, y: 5 }),
      at('pointerMove', { x: 30, y: -20 }),
      at('pointerUp', { x: 30, y: -20 }),
    ])
    expect(ofType(effects, 'previewDrag').map(({ dx, dy }) => [dx, dy])).toEqual([
      [12, 0],
      [36, -24],
    ])
    expect(ofType(effects, 'moveEnd')).toEqual([{ type: 'moveEnd', moved: [{ kind: 'table', id: 't1', x: 36, y: -24 }] }])
    expect(ofType(effects, 'select')).toEqual([])
  })

  it('without snapping the table lands exactly where the pointer took it', () => {
    const { effects } = run([at('pointerDown', { x: 0, y: 0 }), at('pointerMove', { x: 13, y: 5 }), at('pointerUp', { x: 13, y: 5 })], sceneOf({ snap: false }))
    expect(ofType(effects, 'moveEnd')[0]!.moved).toEqual([{ kind: 'table', id: 't1', x: 13, y: 5 }])
  })

  it('a drag from a seat moves its table', () => {
    const seat = seatCentre('t1-s1')
    const { effects } = run([at('pointerDown', seat), at('pointerMove', { x: seat.x + 24, y: seat.y }), at('pointerUp', { x: seat.x + 24, y: seat.y })])
    expect(ofType(effects, 'moveEnd')[0]!.moved).toEqual([{ kind: 'table', id: 't1', x: 24, y: 0 }])
  })

  it('a drag from a selected table moves the whole selection: shapes, sections with their rows, but not loose seats', () => {
    const selection: SelItem[] = [
      { kind: 'table', id: 't1' },
      { kind: 'object', id: 'stage' },
      { kind: 'section', id: 'balcony' },
      { kind: 'seat', id: 'row-s0' },
    ]
    const { effects } = run([at('pointerDown', { x: 0, y: 0 }), at('pointerMove', { x: 48, y: 0 }), at('pointerUp', { x: 48, y: 0 })], sceneOf({ selection }))
    const moved = ofType(effects, 'moveEnd')[0]!.moved
    expect(moved).toEqual(
      expect.arrayContaining([
        { kind: 'table', id: 't1', x: 48, y: 0 },
        { kind: 'object', id: 'stage', x: 448, y: 0 },
        { kind: 'section', id: 'balcony', x: 48, y: 500 },
        { kind: 'table', id: 'row', x: 48, y: 500 },
      ]),
    )
    expect(moved).toHaveLength(4)
  })

  it('a drag from an unselected table moves only that table, whatever else is selected', () => {
    const { effects } = run(
      [at('pointerDown', { x: 0, y: 0 }), at('pointerMove', { x: 48, y: 0 }), at('pointerUp', { x: 48, y: 0 })],
      sceneOf({ selection: [{ kind: 'object', id: 'stage' }] }),
    )
    expect(ofType(effects, 'moveEnd')[0]!.moved).toEqual([{ kind: 'table', id: 't1', x: 48, y: 0 }])
  })

  it('any drag path lands every moved piece by one offset, a whole number of grid steps', () => {
    const path = fc.array(fc.record({ x: fc.double({ min: -300, max: 300, noNaN: true }), y: fc.double({ min: -300, max: 300, noNaN: true }) }), {
      minLength: 1,
      maxLength: 8,
    })
    fc.assert(
      fc.property(path, (points) => {
        const selection: SelItem[] = [
          { kind: 'table', id: 't1' },
          { kind: 'object', id: 'stage' },
        ]
        const last = points.at(-1)!
        const { effects, state } = run(
          [at('pointerDown', { x: 0, y: 0 }), ...points.map((p) => at('pointerMove', p)), at('pointerUp', last)],
          sceneOf({ selection }),
        )
        expect(state.gesture).toBeNull()
        const end = ofType(effects, 'moveEnd')[0]
        if (!end) return // never left the threshold: a click
        const [t1, stage] = [end.moved.find((m) => m.id === 't1')!, end.moved.find((m) => m.id === 'stage')!]
        expect(stage.x - 400).toBe(t1.x)
        expect(stage.y).toBe(t1.y)
        expect(Math.abs(t1.x % GRID) + Math.abs(t1.y % GRID)).toBe(0)
      }),
    )
  })
})

describe('read-only plans', () => {
  it('a viewer clicks to select but never drags', () => {
    const { effects } = run(
      [at('pointerDown', { x: 0, y: 0 }), at('pointerMove', { x: 60, y: 0 }), at('pointerUp', { x: 60, y: 0 })],
      sceneOf({ editable: false }),
    )
    expect(ofType(effects, 'previewDrag')).toEqual([])
    expect(ofType(effects, 'moveEnd')).toEqual([])
    expect(ofType(effects, 'select')).toEqual([{ type: 'select', items: [{ kind: 'table', id: 't1' }], mode: 'replace' }])
  })
})

describe('panning', () => {
  const empty = { x: -200, y: -200 }

  it('a press on empty plan clears the selection and pans the view with the pointer', () => {
    const down = at('pointerDown', empty)
    const move = { ...(at('pointerMove', empty) as Extract<GestureInput, { type: 'pointerMove' }>), stage: { x: 130, y: -80 } }
    if (down.type !== 'pointerDown') throw new Error('unreachable')
    const { effects } = run([down, move])
    expect(ofType(effects, 'select')).toEqual([{ type: 'select', items: [], mode: 'replace' }])
    const dx = 130 - down.stage.x
    const dy = -80 - down.stage.y
    expect(ofType(effects, 'setView')).toEqual([{ type: 'setView', view: { x: VIEW.x + dx, y: VIEW.y + dy, scale: VIEW.scale } }])
  })

  it('with the space bar held, or the middle button, a press on a table pans instead of dragging it', () => {
    const spaced = run([{ type: 'space', down: true }, at('pointerDown', { x: 0, y: 0 }), at('pointerMove', { x: 50, y: 0 }), at('pointerUp', { x: 50, y: 0 })])
    expect(ofType(spaced.effects, 'cursor')[0]).toEqual({ type: 'cursor', cursor: 'grab' })
    expect(ofType(spaced.effects, 'setView')).toHaveLength(1)
    expect(ofType(spaced.effects, 'moveEnd')).toEqual([])
    const middle = run([at('pointerDown', { x: 0, y: 0 }, { button: 1 }), at('pointerMove', { x: 50, y: 0 })])
    expect(ofType(middle.effects, 'setView')).toHaveLength(1)
    expect(
      run([
        { type: 'space', down: true },
        { type: 'space', down: false },
      ]).state.spaceDown,
    ).toBe(false)
  })
})

describe('the rubber band', () => {
  it('Shift on empty plan draws a band; letting go toggles whole tables (not their seats) and shapes inside it', () => {
    const from = { x: -150, y: -100 }
    const to = { x: 500, y: 100 }
    const { effects } = run([at('pointerDown', from, { additive: true }), at('pointerMove', to, { additive: true }), at('pointerUp', to, { additive: true })])
    expect(ofType(effects, 'previewBand')).toEqual([{ type: 'previewBand', box: { minX: -150, minY: -100, maxX: 500, maxY: 100 } }])
    const select = ofType(effects, 'select')
    expect(select).toHaveLength(1)
    expect(select[0]!.mode).toBe('toggle')
    expect(select[0]!.items).toEqual(
      expect.arrayContaining([
        { kind: 'table', id: 't1' },
        { kind: 'object', id: 'stage' },
      ]),
    )
    expect(select[0]!.items).toHaveLength(2)
    expect(effects.at(-1)).toEqual({ type: 'clearPreview' })
  })

  it('seats are taken alone when the band holds them but not their whole table', () => {
    const seat = seatCentre('t1-s0')
    const band = { from: { x: seat.x - 20, y: seat.y - 20 }, to: { x: seat.x + 20, y: seat.y + 20 } }
    const { effects } = run([at('pointerDown', band.from, { additive: true }), at('pointerUp', band.to, { additive: true })])
    const items = ofType(effects, 'select')[0]!.items
    expect(items).toContainEqual({ kind: 'seat', id: 't1-s0' })
    expect(items.some((item) => item.kind === 'table')).toBe(false)
  })
})

describe('placing', () => {
  it('in placing mode a left press puts the new piece on the grid at the pointer, and starts no gesture', () => {
    const { effects, state } = run([at('pointerDown', { x: 29, y: -7 })], sceneOf({ placing: true }))
    expect(ofType(effects, 'place')).toEqual([{ type: 'place', point: { x: 24, y: -12 } }])
    expect(state.gesture).toBeNull()
    expect(ofType(run([at('pointerDown', { x: 29, y: -7 })], sceneOf({ placing: true, snap: false })).effects, 'place')[0]!.point).toEqual({ x: 29, y: -7 })
  })
})

describe('the background image', () => {
  const backgroundBox: Box = { minX: -1000, minY: -1000, maxX: -500, maxY: -500 }

  it('an editor drags an unlocked background where nothing else is', () => {
    const { effects } = run(
      [at('pointerDown', { x: -900, y: -900 }), at('pointerMove', { x: -850, y: -880 }), at('pointerUp', { x: -850, y: -880 })],
      sceneOf({ backgroundBox }),
    )
    expect(ofType(effects, 'previewBackground')).toEqual([{ type: 'previewBackground', at: { x: -950, y: -980 } }])
    expect(ofType(effects, 'backgroundMoved')).toEqual([{ type: 'backgroundMoved', at: { x: -950, y: -980 } }])
    expect(ofType(effects, 'select')).toEqual([])
  })

  it('a locked background pans the view instead', () => {
    const lockedPlan = planOf(true)
    const { effects } = run(
      [at('pointerDown', { x: -900, y: -900 }), at('pointerMove', { x: -850, y: -880 }), at('pointerUp', { x: -850, y: -880 })],
      sceneOf({ plan: lockedPlan, backgroundBox }),
    )
    expect(ofType(effects, 'backgroundMoved')).toEqual([])
    expect(ofType(effects, 'setView')).toHaveLength(1)
  })
})

describe('two fingers', () => {
  it('pinching zooms by the change of distance about the fingers’ midpoint, and ends when a finger lifts', () => {
    const scene = sceneOf()
    const finger = (pointerId: number, stage: Point, type: 'pointerDown' | 'pointerMove' | 'pointerUp'): GestureInput => {
      const base = {
        pointerId,
        client: stage,
        stage,
        world: { x: (stage.x - VIEW.x) / VIEW.scale, y: (stage.y - VIEW.y) / VIEW.scale },
        button: 0,
        additive: false,
      }
      return type === 'pointerMove' ? { type, overStage: true, ...base } : { type, ...base }
    }
    const { state, effects } = run(
      [
        finger(1, { x: 100, y: 100 }, 'pointerDown'),
        finger(2, { x: 200, y: 100 }, 'pointerDown'),
        finger(2, { x: 300, y: 100 }, 'pointerMove'),
        finger(2, { x: 300, y: 100 }, 'pointerUp'),
      ],
      scene,
    )
    expect(ofType(effects, 'zoomAt')).toEqual([{ type: 'zoomAt', scale: VIEW.scale * 2, at: { x: 200, y: 100 } }])
    expect(state.gesture).toBeNull()
    expect(state.pointers.size).toBe(1)
  })
})

describe('the wheel', () => {
  const wheel = (fields: Partial<Extract<GestureInput, { type: 'wheel' }>>): GestureInput => ({
    type: 'wheel',
    stage: { x: 40, y: 60 },
    deltaX: 0,
    deltaY: 0,
    lineMode: false,
    ctrlKey: false,
    metaKey: false,
    ...fields,
  })

  it('a trackpad scroll pans by its deltas', () => {
    expect(run([wheel({ deltaX: 12, deltaY: -30 })]).effects).toEqual([{ type: 'panBy', dx: -12, dy: 30 }])
  })

  it('a pinch (Ctrl), a mouse wheel notch and a big vertical step zoom about the pointer: in for negative deltas, out for positive', () => {
    for (const input of [wheel({ deltaY: -10, ctrlKey: true }), wheel({ deltaY: -3, lineMode: true }), wheel({ deltaY: -100 })]) {
      const [effect] = run([input]).effects
      expect(effect).toMatchObject({ type: 'zoomAt', at: { x: 40, y: 60 } })
      expect((effect as { scale: number }).scale).toBeGreaterThan(VIEW.scale)
    }
    const [out] = run([wheel({ deltaY: 100 })]).effects
    expect((out as { scale: number }).scale).toBeLessThan(VIEW.scale)
  })
})

describe('hovering', () => {
  it('outlines the seat under the pointer and says what is there; leaving the stage clears it', () => {
    const seat = seatCentre('t1-s2')
    const over = run([at('pointerMove', seat)])
    expect(over.state.hoverId).toBe('t1-s2')
    expect(ofType(over.effects, 'cursor')).toEqual([{ type: 'cursor', cursor: 'pointer' }])
    expect(ofType(over.effects, 'hover')[0]!.hit).toMatchObject({ kind: 'seat', id: 't1-s2' })
    const table = run([at('pointerMove', { x: 0, y: 0 })], sceneOf(), over.state)
    expect(table.state.hoverId).toBeNull()
    const left = run([{ type: 'leave' }], sceneOf(), over.state)
    expect(left.state.hoverId).toBeNull()
    expect(ofType(left.effects, 'hover')).toEqual([{ type: 'hover', hit: null, client: { x: 0, y: 0 } }])
  })

  it('answers nothing for a pointer elsewhere on the page, and keeps the crosshair while placing', () => {
    const elsewhere = { ...(at('pointerMove', seatCentre('t1-s2')) as Extract<GestureInput, { type: 'pointerMove' }>), overStage: false }
    expect(run([elsewhere]).effects).toEqual([])
    expect(ofType(run([at('pointerMove', { x: 0, y: 0 })], sceneOf({ placing: true })).effects, 'cursor')).toEqual([{ type: 'cursor', cursor: 'crosshair' }])
  })

  it('leaving the stage in the middle of a gesture keeps the gesture', () => {
    const dragging = run([at('pointerDown', { x: 0, y: 0 })])
    const left = run([{ type: 'leave' }], sceneOf(), dragging.state)
    expect(left.state.gesture?.kind).toBe('drag')
    expect(left.effects).toEqual([])
  })
})
