import type { CanvasObjectInput, SeatingTable } from '@/api/seating'

// The top bar's tools and the options the placing tools use.

export type Tool = 'select' | 'round' | 'rectangle' | 'section' | 'row' | CanvasObjectInput['type']

export interface ToolOptions {
  diameter: number | null
  rowSeats: number
  numbering: SeatingTable['numbering']
  /** Aisle gaps as typed: '5, 10' puts an aisle after seats 5 and 10. */
  aisles: string
}

export const DEFAULT_TOOL_OPTIONS: ToolOptions = { diameter: 60, rowSeats: 12, numbering: 'left_to_right', aisles: '' }

export const SHAPE_TOOLS: { tool: CanvasObjectInput['type']; title: string; caption: string | null }[] = [
  { tool: 'Square', title: 'Rectangle (stage, bar)', caption: 'Stage' },
  { tool: 'Ellipsis', title: 'Ellipse (dance floor)', caption: null },
  { tool: 'CustomPolygon', title: 'Polygon', caption: null },
  { tool: 'TextField', title: 'Label', caption: 'Label' },
]

export function parseAisles(text: string, seatCount: number): number[] {
  const values = text
    .split(/[,\s]+/)
    .map((part) => Number.parseInt(part, 10))
    .filter((n) => Number.isInteger(n) && n > 0 && n < seatCount)
  return [...new Set(values)].sort((a, b) => a - b)
}

export const SHORTCUTS: [string, string][] = [
  ['Ctrl/⌘ Z', 'Undo'],
  ['Shift Ctrl/⌘ Z or Ctrl Y', 'Redo'],
  ['Delete / Backspace', 'Delete the selection'],
  ['Ctrl/⌘ C, V', 'Copy, paste'],
  ['Ctrl/⌘ D', 'Duplicate'],
  ['Arrows (Shift: ×10)', 'Nudge'],
  ['R (Shift: back)', 'Rotate 15°'],
  ['Escape', 'Clear the selection, stop placing'],
  ['+ / −', 'Zoom in, out'],
  ['0', 'Fit the plan'],
  ['Space + drag, or drag empty space', 'Pan'],
  ['Shift + drag', 'Select with a band'],
  ['Shift + click', 'Add to the selection'],
]
