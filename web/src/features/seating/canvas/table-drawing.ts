import type Konva from 'konva'
import { DEFAULT_SEAT_COLOR } from '@usher/domain/seating/seating-constants'
import { roundTableRadius, SEAT_SIZE, type Point } from '@usher/domain/seating/seat-geometry'
import type { SeatingSeat, SeatingTable } from '@/api/seating'
import type { PlanState } from './plan-model'

// One table (or row) and its seats drawn in the table's own frame by a single
// Konva shape: a few hundred nodes for a 5,000-seat plan instead of thousands,
// each cached as a bitmap until the table itself changes.

const TABLE_FILL = '#F4F4F6'
const TABLE_STROKE = '#A1A1AA'
const DISABLED_FILL = '#D4D4D8'

export interface TableLook {
  table: SeatingTable
  offsets: Point[]
  seats: {
    seat: SeatingSeat
    color: string
    occupied: boolean
  }[]
}

export function tableLook(state: PlanState, table: SeatingTable, offsets: Point[]): TableLook {
  const seats = (state.seatsByTable.get(table.id) ?? []).map((seat) => ({
    seat,
    color: (seat.seat_legend_id && state.legends.get(seat.seat_legend_id)?.color) || table.color || DEFAULT_SEAT_COLOR,
    occupied: state.occupants.has(seat.id) || Boolean(seat.attendee_id),
  }))
  return { table, offsets, seats }
}

/** A text that changes whenever the drawing would: the editor re-caches only tables whose signature changed. */
export function lookSignature(look: TableLook): string {
  const t = look.table
  const head = [t.name, t.label, t.shape, t.diameter, t.seat_count, t.numbering, t.aisle_after.join('.'), t.curve, t.width, t.height, t.color].join('|')
  return head + '#' + look.seats.map((s) => `${s.seat.position}:${s.seat.name}:${s.color}:${s.occupied ? 1 : 0}:${s.seat.disabled ? 1 : 0}`).join(',')
}

export function drawTable(ctx: Konva.Context, look: TableLook) {
  const c = ctx._context
  const { table } = look
  c.lineWidth = 1.5
  if (table.shape === 'round') {
    c.beginPath()
    c.arc(0, 0, roundTableRadius(table), 0, Math.PI * 2)
    c.fillStyle = TABLE_FILL
    c.fill()
    c.strokeStyle = TABLE_STROKE
    c.stroke()
  } else if (table.shape === 'rectangle') {
    c.fillStyle = TABLE_FILL
    c.fillRect(-table.width / 2, -table.height / 2, table.width, table.height)
    c.strokeStyle = TABLE_STROKE
    c.strokeRect(-table.width / 2, -table.height / 2, table.width, table.height)
  }
  c.textAlign = 'center'
  c.textBaseline = 'middle'
  if (table.shape === 'row') {
    const first = look.offsets[0]
    if (first) {
      c.fillStyle = '#3F3F46'
      c.font = `600 ${SEAT_SIZE * 0.8}px system-ui, sans-serif`
      c.fillText(table.name, first.x - SEAT_SIZE * 1.3, first.y)
    }
  } else {
    c.fillStyle = '#27272A'
    c.font = `600 ${Math.min(16, Math.max(9, (table.shape === 'round' ? roundTableRadius(table) : table.height / 2) * 0.45))}px system-ui, sans-serif`
    c.fillText(table.name, 0, table.label ? -6 : 0, table.shape === 'round' ? roundTableRadius(table) * 1.8 : table.width)
    if (table.label) {
      c.font = `400 8px system-ui, sans-serif`
      c.fillStyle = '#52525B'
      c.fillText(table.label, 0, 8, table.shape === 'round' ? roundTableRadius(table) * 1.6 : table.width)
    }
  }
  const r = SEAT_SIZE / 2
  c.font = `600 ${SEAT_SIZE * 0.45}px system-ui, sans-serif`
  for (const { seat, color, occupied } of look.seats) {
    const p = look.offsets[seat.position]
    if (!p) continue
    c.beginPath()
    c.arc(p.x, p.y, r - 1, 0, Math.PI * 2)
    c.fillStyle = seat.disabled ? DISABLED_FILL : occupied ? color : '#FFFFFF'
    c.fill()
    c.lineWidth = 2
    c.strokeStyle = seat.disabled ? '#A1A1AA' : color
    c.stroke()
    if (seat.disabled) {
      c.beginPath()
      c.moveTo(p.x - r / 2, p.y - r / 2)
      c.lineTo(p.x + r / 2, p.y + r / 2)
      c.moveTo(p.x + r / 2, p.y - r / 2)
      c.lineTo(p.x - r / 2, p.y + r / 2)
      c.strokeStyle = '#71717A'
      c.lineWidth = 1.5
      c.stroke()
    } else {
      c.fillStyle = occupied ? '#FFFFFF' : color
      c.fillText(seat.name, p.x, p.y + 0.5, SEAT_SIZE - 3)
    }
  }
}
