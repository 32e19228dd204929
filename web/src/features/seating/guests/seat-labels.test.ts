import { describe, expect, it } from 'vitest'
import type { SeatingPlan } from '@/api/seating'
import { indexPlan } from './drop-target'
import { seatPlace, tableTitle } from './seat-labels'

// Where a guest sits, in the words of the guest list's seat columns.

const plan = {
  sections: [{ id: 'stalls', name: 'Stalls' }],
  tables: [
    { id: 't12', name: '12', label: 'Sponsors', shape: 'round', section_id: null },
    { id: 'head', name: 'Head table', label: null, shape: 'rectangle', section_id: null },
    { id: 'rowB', name: 'B', label: null, shape: 'row', section_id: 'stalls' },
  ],
  seats: [
    { id: 's1', table_id: 't12', name: '3' },
    { id: 's2', table_id: 'head', name: '1' },
    { id: 's3', table_id: 'rowB', name: '7' },
    { id: 's4', table_id: 'gone', name: '9' },
  ],
  occupants: [],
} as unknown as SeatingPlan
const index = indexPlan(plan)

describe('seat labels', () => {
  it('numbers read as tables, names stay names', () => {
    expect(tableTitle('12')).toBe('Table 12')
    expect(tableTitle('Head table')).toBe('Head table')
  })

  it('venue plans say table and seat; theatre plans section, row and seat', () => {
    expect(seatPlace(plan, index, 's1')).toBe('Table 12 (Sponsors) · Seat 3')
    expect(seatPlace(plan, index, 's2')).toBe('Head table · Seat 1')
    expect(seatPlace(plan, index, 's3')).toBe('Stalls · Row B · Seat 7')
  })

  it('says so when the seat or its table is gone', () => {
    expect(seatPlace(plan, index, 'nowhere')).toBe('A seat no longer on the plan')
    expect(seatPlace(plan, index, 's4')).toBe('Seat 9')
  })
})
