import type { SeatingSave } from '@/api/seating'
import type { PlanState } from '../canvas/plan-model'
import { newId, roundTable, row, seatsFor, shape } from './plan-edits'

// Plans to start from (issue 19): laid out around a point, numbered after the
// tables already on the plan, each one save so one undo takes it back.

export type TemplateName = 'banquet' | 'theatre' | 'cabaret'
export const TEMPLATES: { name: TemplateName; title: string; description: string }[] = [
  { name: 'banquet', title: 'Banquet rounds', description: '12 round tables of 10 before a stage' },
  { name: 'theatre', title: 'Theatre rows', description: 'A section of 10 rows of 20 with a centre aisle' },
  { name: 'cabaret', title: 'Cabaret', description: 'Staggered rounds of 8 round a dance floor' },
]

export function templateSave(state: PlanState, name: TemplateName, at: { x: number; y: number }): SeatingSave {
  let next = 1
  for (const t of state.tables.values()) next = Math.max(next, (Number.parseInt(t.name, 10) || 0) + 1)
  if (name === 'theatre') {
    const sectionId = newId()
    const rows = Array.from({ length: 10 }, (_, i) => row({ x: at.x, y: at.y + i * 30 }, String.fromCharCode(65 + i), 20, 'left_to_right', [10], sectionId))
    const stage = shape({ x: at.x, y: at.y - 110 }, 'Square', 'Stage')
    return {
      created: {
        sections: [{ id: sectionId, name: 'Orchestra', color: null, x: at.x, y: at.y + 135, width: 560, height: 340, rotation: 0 }],
        tables: rows,
        seats: rows.flatMap((r) => seatsFor(r)),
        canvas_objects: [{ ...stage, width: 480, height: 100 }],
      },
    }
  }
  if (name === 'banquet') {
    const tables = Array.from({ length: 12 }, (_, i) =>
      roundTable({ x: at.x + ((i % 4) - 1.5) * 150, y: at.y + Math.floor(i / 4) * 150 }, String(next + i), 60),
    )
    return {
      created: {
        tables,
        seats: tables.flatMap((t) => seatsFor(t)),
        canvas_objects: [{ ...shape({ x: at.x, y: at.y - 170 }, 'Square', 'Stage'), width: 420, height: 90 }],
      },
    }
  }
  const tables = Array.from({ length: 10 }, (_, i) => {
    const rowIndex = Math.floor(i / 5)
    const col = i % 5
    return roundTable({ x: at.x + (col - 2) * 140 + (rowIndex % 2) * 70, y: at.y + 180 + rowIndex * 130 }, String(next + i), 54)
  })
  return {
    created: {
      tables,
      seats: tables.flatMap((t) => seatsFor(t)),
      canvas_objects: [
        { ...shape({ x: at.x, y: at.y - 150 }, 'Square', 'Stage'), width: 360, height: 80 },
        { ...shape({ x: at.x, y: at.y }, 'Ellipsis', 'Dance floor'), width: 300, height: 160 },
      ],
    },
  }
}
