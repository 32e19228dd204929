import { memo } from 'react'
import { BaseEdge, EdgeLabelRenderer, getSmoothStepPath, type Edge, type EdgeProps } from '@xyflow/react'
import { X } from 'lucide-react'

export type ConnectionEdgeData = { branch: boolean; onRemove: ((edgeId: string) => void) | null }
export type ConnectionEdgeType = Edge<ConnectionEdgeData, 'connection'>

/** An arrow from a button or branch to the step it leads to; once selected, it can be removed. */
export const ConnectionEdge = memo(function ConnectionEdge(props: EdgeProps<ConnectionEdgeType>) {
  const { id, sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition, markerEnd, selected, data } = props
  const [path, labelX, labelY] = getSmoothStepPath({ sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition, borderRadius: 10, offset: 18 })
  return (
    <>
      <BaseEdge
        id={id}
        path={path}
        markerEnd={markerEnd}
        style={{
          stroke: selected ? 'var(--color-primary)' : data?.branch ? 'var(--color-accent)' : 'var(--color-border-strong)',
          strokeWidth: selected ? 2.5 : 1.75,
          strokeDasharray: data?.branch ? '6 4' : undefined,
        }}
      />
      {selected && data?.onRemove && (
        <EdgeLabelRenderer>
          <button
            type="button"
            className="nodrag nopan pointer-events-auto absolute inline-flex h-6 items-center gap-1 rounded-full border border-border bg-background px-2 text-xs font-medium text-error shadow-card hover:bg-error-soft"
            style={{ transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)` }}
            onClick={() => data.onRemove?.(id)}
            data-testid="remove-connection"
          >
            <X className="size-3" aria-hidden /> Remove
          </button>
        </EdgeLabelRenderer>
      )}
    </>
  )
})
