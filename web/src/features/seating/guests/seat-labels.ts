import type { PlanIndex } from './drop-target'
import type { SeatingPlan } from '@/api/seating'

// Where a guest sits, in the words of the guest list's seat columns (spec
// section 2): venue plans say table and seat, theatre plans section, row and seat.

/** '12' reads 'Table 12'; a named table ('Head table') keeps its name. */
export function tableTitle(name: string): string {
  return /^\d/.test(name.trim()) ? `Table ${name}` : name
}

export function seatPlace(plan: SeatingPlan, index: PlanIndex, seatId: string): string {
  const seat = index.seatById.get(seatId)
  if (!seat) return 'A seat no longer on the plan'
  const table = index.tableById.get(seat.table_id)
  if (!table) return `Seat ${seat.name}`
  if (table.shape === 'row') {
    const section = plan.sections.find((candidate) => candidate.id === table.section_id)
    return [section?.name, `Row ${table.name}`, `Seat ${seat.name}`].filter(Boolean).join(' · ')
  }
  return `${tableTitle(table.name)}${table.label ? ` (${table.label})` : ''} · Seat ${seat.name}`
}
