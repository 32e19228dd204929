import { DIAMETER_OPTIONS } from '@usher/domain/seating/seating-constants'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/select'
import type { Tool, ToolOptions } from './editor-tools'

const NUMBERING = [
  { value: 'left_to_right', label: '1, 2, 3 from the left' },
  { value: 'right_to_left', label: '1, 2, 3 from the right' },
  { value: 'odd_even', label: 'Odd left, even right' },
]

/**
 * What the placing tool will draw (a round table's diameter, a row's seats and numbering), at the top
 * of the properties panel: in the tools bar they made it wrap to a second row (issue 28).
 */
export function PlanToolOptions({ tool, options, onOptions }: { tool: Tool; options: ToolOptions; onOptions: (options: ToolOptions) => void }) {
  if (tool !== 'round' && tool !== 'row') return null
  return (
    <section aria-label="New item" className="flex flex-col gap-2 border-b border-border p-3 text-xs text-muted-foreground" data-testid="plan-tool-options">
      <p className="text-[13px] font-semibold text-foreground">{tool === 'round' ? 'New round table' : 'New row of seats'}</p>
      {tool === 'round' ? (
        <label className="flex items-center justify-between gap-2">
          Diameter
          <NativeSelect
            aria-label="New table diameter"
            className="w-36"
            value={options.diameter === null ? '' : String(options.diameter)}
            onChange={(e) => onOptions({ ...options, diameter: e.target.value === '' ? null : Number(e.target.value) })}
            options={DIAMETER_OPTIONS.map((d) => ({ value: d === null ? '' : String(d), label: d === null ? 'Not Defined' : `${d} in` }))}
          />
        </label>
      ) : (
        <>
          <label className="flex items-center justify-between gap-2">
            Seats
            <Input
              aria-label="Seats in the row"
              type="number"
              min={1}
              max={200}
              className="h-8 w-20"
              value={options.rowSeats}
              onChange={(e) => onOptions({ ...options, rowSeats: Math.max(1, Math.min(200, Number(e.target.value) || 1)) })}
            />
          </label>
          <label className="flex items-center justify-between gap-2">
            Numbering
            <NativeSelect
              aria-label="Numbering"
              className="w-44"
              value={options.numbering}
              onChange={(e) => onOptions({ ...options, numbering: e.target.value as ToolOptions['numbering'] })}
              options={NUMBERING}
            />
          </label>
          <label className="flex items-center justify-between gap-2">
            Aisle after
            <Input
              aria-label="Aisle after seats"
              placeholder="e.g. 6"
              className="h-8 w-20"
              value={options.aisles}
              onChange={(e) => onOptions({ ...options, aisles: e.target.value })}
            />
          </label>
        </>
      )}
    </section>
  )
}
