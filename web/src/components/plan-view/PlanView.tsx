import { memo, useMemo, useRef } from 'react'
import { Maximize2, Minus, Plus } from 'lucide-react'
import { DEFAULT_SEAT_COLOR } from '@usher/domain/seating/seating-constants'
import { placeOnCanvas, roundTableRadius, rowLength, SEAT_SIZE } from '@usher/domain/seating/seat-geometry'
import type { PlanViewData } from '@/api/seating-view'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { drawnSeats, planBounds, seatTooltip, type DrawnSeat } from './plan-drawing'
import { useViewBox } from './use-view-box'

/** Seats lit for the reader: the arriving guest's at the door, a host's guests, an owner's table. */
const LIT_COLOR = '#F59E0B'
const FREE_FILL = '#FFFFFF'
const DISABLED_FILL = '#D4D4DC'
const TABLE_FILL = '#F3F3F7'
const TABLE_STROKE = '#B9B9C8'
/** Room round the plan when it is fitted to its box, in plan units (inches). */
const FIT_MARGIN = 24

export interface PlanViewProps {
  plan: PlanViewData
  /** Seats to light up; the plan's own lit seats when absent. */
  highlightSeatIds?: readonly string[]
  /** Fit to these tables (a table owner's) instead of the whole plan. */
  focusTableIds?: readonly string[]
  className?: string
  /** What a screen reader hears the plan is, e.g. 'Floor plan with Ana's seat lit'. */
  label?: string
}

/**
 * A read-only floor plan in SVG for the door, the host portal and a table
 * owner: fitted to its box, zoomed with the wheel or a pinch, panned by
 * dragging. Seats show free, taken, disabled or lit; hovering one (a long
 * press on a phone) tells where it is and, when the reader may know, who sits there.
 */
export function PlanView({ plan, highlightSeatIds, focusTableIds, className, label = 'Floor plan' }: PlanViewProps) {
  const svgRef = useRef<SVGSVGElement>(null)
  const seats = useMemo(() => drawnSeats(plan), [plan])
  const focusKey = focusTableIds?.join(',') ?? ''
  const fit = useMemo(() => {
    const bounds = planBounds(plan, seats, focusTableIds ? new Set(focusTableIds) : undefined)
    return bounds && { x: bounds.x - FIT_MARGIN, y: bounds.y - FIT_MARGIN, width: bounds.width + 2 * FIT_MARGIN, height: bounds.height + 2 * FIT_MARGIN }
  }, [plan, seats, focusKey]) // eslint-disable-line react-hooks/exhaustive-deps -- focusKey stands for focusTableIds' contents
  const { viewBox, handlers, zoomIn, zoomOut, reset } = useViewBox(svgRef, fit)
  const lit = useMemo(() => new Set(highlightSeatIds ?? plan.lit_seat_ids), [highlightSeatIds, plan.lit_seat_ids])

  if (!viewBox) return <p className="text-sm text-muted-foreground">The floor plan has no tables yet.</p>
  return (
    <div className={cn('flex flex-col overflow-hidden rounded-lg border border-border bg-muted/40', className)} data-testid="plan-view">
      <svg
        ref={svgRef}
        role="img"
        aria-label={label}
        className="block min-h-0 w-full flex-1 cursor-grab touch-none select-none active:cursor-grabbing"
        viewBox={`${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`}
        preserveAspectRatio="xMidYMid meet"
        {...handlers}
      >
        <PlanLayout plan={plan} seats={seats} lit={lit} />
      </svg>
      {/* Legend and zoom under the drawing, never over a seat. */}
      <div className="flex items-center justify-between gap-2 border-t border-border bg-background/80 px-2 py-1.5">
        <PlanLegend />
        <div className="flex shrink-0 gap-1">
          <Button variant="secondary" size="icon-sm" aria-label="Zoom in" onClick={zoomIn}>
            <Plus />
          </Button>
          <Button variant="secondary" size="icon-sm" aria-label="Zoom out" onClick={zoomOut}>
            <Minus />
          </Button>
          <Button variant="secondary" size="icon-sm" aria-label="Fit the plan" onClick={reset}>
            <Maximize2 />
          </Button>
        </div>
      </div>
    </div>
  )
}

/** The drawing itself, memoised: panning and zooming change only the viewBox, not these elements. */
const PlanLayout = memo(function PlanLayout({ plan, seats, lit }: { plan: PlanViewData; seats: DrawnSeat[]; lit: ReadonlySet<string> }) {
  const sectionNames = new Map(plan.sections.map((section) => [section.id, section.name]))
  const legendColors = new Map(plan.seat_legends.map((legend) => [legend.id, legend.color]))
  return (
    <>
      {plan.sections.map((section) => (
        <g key={section.id} transform={`rotate(${section.rotation} ${section.x} ${section.y})`}>
          {/* A section's (x, y) is its centre, as in the editor. */}
          <rect
            x={section.x - section.width / 2}
            y={section.y - section.height / 2}
            width={section.width}
            height={section.height}
            rx={8}
            fill="none"
            stroke={section.color ?? TABLE_STROKE}
            strokeDasharray="8 6"
            strokeWidth={2}
          />
          <text x={section.x - section.width / 2 + 10} y={section.y - section.height / 2 + 22} fontSize={16} fill="#55556B" fontWeight={600}>
            {section.name}
          </text>
        </g>
      ))}
      {plan.canvas_objects.map((object) => (
        <CanvasObject key={object.id} object={object} />
      ))}
      {plan.tables.map((table) => (
        <TableShape key={table.id} table={table} />
      ))}
      {seats.map(({ seat, table, at }) => {
        const isLit = lit.has(seat.id)
        const fill = seat.disabled
          ? DISABLED_FILL
          : isLit
            ? LIT_COLOR
            : seat.occupied
              ? (seat.seat_legend_id && legendColors.get(seat.seat_legend_id)) || DEFAULT_SEAT_COLOR
              : FREE_FILL
        return (
          <g key={seat.id} data-seat-id={seat.id} data-lit={isLit || undefined} data-occupied={seat.occupied || undefined}>
            <title>{seatTooltip(seat, table, table.section_id ? (sectionNames.get(table.section_id) ?? null) : null)}</title>
            {isLit && <circle cx={at.x} cy={at.y} r={SEAT_SIZE * 0.9} fill="none" stroke={LIT_COLOR} strokeWidth={3} opacity={0.6} />}
            <circle cx={at.x} cy={at.y} r={SEAT_SIZE / 2} fill={fill} stroke={seat.disabled ? '#9A9AAE' : DEFAULT_SEAT_COLOR} strokeWidth={1.5} />
            {seat.disabled ? (
              <path d={`M${at.x - 4} ${at.y - 4}L${at.x + 4} ${at.y + 4}M${at.x + 4} ${at.y - 4}L${at.x - 4} ${at.y + 4}`} stroke="#6B6B80" strokeWidth={1.5} />
            ) : (
              <text
                x={at.x}
                y={at.y}
                fontSize={8}
                textAnchor="middle"
                dominantBaseline="central"
                fill={seat.occupied || isLit ? '#FFFFFF' : '#55556B'}
                pointerEvents="none"
              >
                {seat.name}
              </text>
            )}
          </g>
        )
      })}
    </>
  )
})

function TableShape({ table }: { table: PlanViewData['tables'][number] }) {
  const caption = table.label ? `${table.name} · ${table.label}` : table.name
  if (table.shape === 'row') {
    // A theatre row has no furniture: its name stands before its first seat.
    const at = placeOnCanvas({ x: -rowLength(table) / 2 - SEAT_SIZE * 1.5, y: 0 }, table)
    return (
      <text x={at.x} y={at.y} fontSize={12} fontWeight={600} textAnchor="middle" dominantBaseline="central" fill="#3F3F52">
        {table.name}
      </text>
    )
  }
  const shape =
    table.shape === 'round' ? (
      <circle cx={table.x} cy={table.y} r={roundTableRadius(table)} fill={table.color ?? TABLE_FILL} stroke={TABLE_STROKE} strokeWidth={1.5} />
    ) : (
      <rect
        x={table.x - table.width / 2}
        y={table.y - table.height / 2}
        width={table.width}
        height={table.height}
        rx={4}
        fill={table.color ?? TABLE_FILL}
        stroke={TABLE_STROKE}
        strokeWidth={1.5}
      />
    )
  return (
    <g transform={`rotate(${table.rotation} ${table.x} ${table.y})`}>
      <title>{`Table ${caption}`}</title>
      {shape}
      <text x={table.x} y={table.y} fontSize={12} fontWeight={600} textAnchor="middle" dominantBaseline="central" fill="#3F3F52">
        {table.name}
      </text>
    </g>
  )
}

/** As the editor draws it: centred on (x, y) and turned about it; polygon points relative to the centre; the caption centred in the box. */
function CanvasObject({ object }: { object: PlanViewData['canvas_objects'][number] }) {
  const fill = object.fill ?? '#E4E4EC'
  const stroke = object.stroke ?? TABLE_STROKE
  const left = object.x - object.width / 2
  const top = object.y - object.height / 2
  const caption = object.text && (
    <text
      x={object.x}
      y={object.y}
      fontSize={object.font_size ?? 16}
      textAnchor="middle"
      dominantBaseline="central"
      fill={object.type === 'TextField' ? (object.fill ?? '#3F3F52') : '#3F3F52'}
    >
      {object.text}
    </text>
  )
  let shape = null
  if (object.type === 'Square') shape = <rect x={left} y={top} width={object.width} height={object.height} rx={4} fill={fill} stroke={stroke} />
  if (object.type === 'Ellipsis') shape = <ellipse cx={object.x} cy={object.y} rx={object.width / 2} ry={object.height / 2} fill={fill} stroke={stroke} />
  if (object.type === 'CustomPolygon') {
    const points = []
    for (let i = 0; i + 1 < object.points.length; i += 2) points.push(`${object.x + object.points[i]!},${object.y + object.points[i + 1]!}`)
    shape = <polygon points={points.join(' ')} fill={fill} stroke={stroke} />
  }
  return (
    <g transform={`rotate(${object.rotation} ${object.x} ${object.y})`}>
      {shape}
      {caption}
    </g>
  )
}

function PlanLegend() {
  const items: [string, string, string][] = [
    ['Free', FREE_FILL, DEFAULT_SEAT_COLOR],
    ['Taken', DEFAULT_SEAT_COLOR, DEFAULT_SEAT_COLOR],
    ['Highlighted', LIT_COLOR, DEFAULT_SEAT_COLOR],
    ['Not available', DISABLED_FILL, '#9A9AAE'],
  ]
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
      {items.map(([name, fill, stroke]) => (
        <li key={name} className="flex items-center gap-1">
          <span className="inline-block size-2.5 rounded-full border" style={{ background: fill, borderColor: stroke }} />
          {name}
        </li>
      ))}
    </ul>
  )
}
