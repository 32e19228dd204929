import { describe, expect, it } from 'vitest'
import type { SeatingPlan, SeatingSeat } from '@/api/seating'
import { dropOutcome, indexPlan } from './drop-target'

// What letting go of a dragged party over the plan does: seat it, offer a swap, refuse a disabled seat, or nothing.

const seat = (id: string, position: number, extra: Partial<SeatingSeat> = {}): SeatingSeat =>
  ({
    id,
    table_id: 'round',
    seat_legend_id: null,
    name: String(position + 1),
    position,
    disabled: false,
    disabled_message: null,
    attendee_id: null,
    ...extra,
  }) as SeatingSeat

function planWith(seats: SeatingSeat[]): SeatingPlan {
  return {
    tables: [{ id: 'round', shape: 'round' }],
    seats,
    occupants: seats
      .filter((s) => s.attendee_id)
      .map((s) => ({
        attendee_id: s.attendee_id!,
        seat_id: s.id,
        full_name: `Guest ${s.attendee_id}`,
        parent_attendee_id: null,
        host_group_id: null,
        tags: [],
        checked_in: false,
      })),
  } as unknown as SeatingPlan
}

describe('dropOutcome', () => {
  const seats = [
    seat('s0', 0),
    seat('s1', 1, { attendee_id: 'ana' }),
    seat('s2', 2),
    seat('s3', 3),
    seat('s4', 4, { disabled: true, disabled_message: 'Pillar' }),
  ]
  const index = indexPlan(planWith(seats))

  it('does nothing off the plan, with nobody dragged, or over a table it does not know', () => {
    expect(dropOutcome(index, null, ['bob'])).toEqual({ kind: 'none' })
    expect(dropOutcome(index, { kind: 'table', tableId: 'round' }, [])).toEqual({ kind: 'none' })
    expect(dropOutcome(index, { kind: 'table', tableId: 'gone' }, ['bob'])).toEqual({ kind: 'none' })
    expect(dropOutcome(index, { kind: 'seat', tableId: 'round', seatId: 'gone' }, ['bob'])).toEqual({ kind: 'none' })
  })

  it('seats one guest on the free seat they were dropped on', () => {
    expect(dropOutcome(index, { kind: 'seat', tableId: 'round', seatId: 's2' }, ['bob'])).toEqual({
      kind: 'place',
      tableId: 'round',
      seatIds: ['s2'],
      fits: true,
    })
  })

  it('offers a swap when one guest lands on someone else’s seat, naming who sits there', () => {
    const outcome = dropOutcome(index, { kind: 'seat', tableId: 'round', seatId: 's1' }, ['bob'])
    expect(outcome).toMatchObject({ kind: 'swap', seatId: 's1', occupantId: 'ana', occupant: { full_name: 'Guest ana' } })
  })

  it('a guest dropped on their own seat is placed, not swapped with themselves', () => {
    expect(dropOutcome(index, { kind: 'seat', tableId: 'round', seatId: 's1' }, ['ana'])).toMatchObject({ kind: 'place', seatIds: ['s1'], fits: true })
  })

  it('refuses a disabled seat for one guest, with the reason the plan gives', () => {
    expect(dropOutcome(index, { kind: 'seat', tableId: 'round', seatId: 's4' }, ['bob'])).toEqual({ kind: 'disabled', seatId: 's4', message: 'Pillar' })
  })

  it('seats a party on seats side by side, and says when it does not fit', () => {
    expect(dropOutcome(index, { kind: 'seat', tableId: 'round', seatId: 's2' }, ['bob', 'bob+1'])).toEqual({
      kind: 'place',
      tableId: 'round',
      seatIds: ['s2', 's3'],
      fits: true,
    })
    const tooMany = dropOutcome(index, { kind: 'table', tableId: 'round' }, ['a', 'b', 'c', 'd'])
    expect(tooMany).toMatchObject({ kind: 'place', tableId: 'round', fits: false })
  })

  it('indexes the plan’s seats by table and by id', () => {
    expect(index.seatsByTable.get('round')?.map((s) => s.id)).toEqual(['s0', 's1', 's2', 's3', 's4'])
    expect(index.seatById.get('s3')?.position).toBe(3)
    expect(index.occupantById.get('ana')?.seat_id).toBe('s1')
  })
})
