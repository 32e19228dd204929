import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import {
  Background,
  Controls,
  Panel,
  ReactFlow,
  ReactFlowProvider,
  applyEdgeChanges,
  applyNodeChanges,
  useReactFlow,
  type Connection,
  type EdgeChange,
  type FinalConnectionState,
  type IsValidConnection,
  type NodeChange,
  type OnConnectEnd,
} from '@xyflow/react'
import '@xyflow/react/dist/style.css'
import { LayoutGrid, X } from 'lucide-react'
import { reachableSteps, stepById, withActions, wouldCreateCycle, type JourneyGraph, type JourneyStepType } from '@usher/domain/journeys/index'
import { Button } from '@/components/ui/button'
import { autoLayout, type Size } from './auto-layout'
import { ConnectionEdge, type ConnectionEdgeType } from './ConnectionEdge'
import { connectionEdges, stepNodes } from './diagram-model'
import { stepTitle, type TagNames } from './journey-words'
import { AddStepMenu } from './AddStepMenu'
import { StepNode, type StepNodeType } from './StepNode'
import type { JourneyWriter } from '../use-journey-editing'

// Declared once, outside any component: xyflow redraws everything when these objects change.
const NODE_TYPES = { step: StepNode }
const EDGE_TYPES = { connection: ConnectionEdge }
const FIT_VIEW_OPTIONS = { maxZoom: 1, padding: 0.15 }
/** A long journey opens on its first steps, readable, rather than all of it too small to read. */
const OPENING_STEPS = 8
const PRO_OPTIONS = { hideAttribution: true }
const REFUSAL_SHOWN_MS = 6000

type JourneyDiagramProps = {
  graph: JourneyGraph
  selectedStepId: string | null
  problems: ReadonlyMap<string, string>
  tags: TagNames
  writer: JourneyWriter | null
  onSelectStep: (stepId: string | null) => void
  onAddStep: (type: JourneyStepType, position: { x: number; y: number } | null) => void
}

/** The journey as a diagram (spec: maximum zoom 1.5): drag to move, drag from a button to a step to connect. */
export function JourneyDiagram(props: JourneyDiagramProps) {
  return (
    <ReactFlowProvider>
      <Diagram {...props} />
    </ReactFlowProvider>
  )
}

/** The first steps guests meet, in the order they meet them. */
function openingSteps(graph: JourneyGraph): string[] {
  return [...reachableSteps(graph)].slice(0, OPENING_STEPS)
}

/** Why a connection cannot be made, in words; null when it can. */
export function connectionRefusal(graph: JourneyGraph, fromStepId: string, actionId: string | null, toStepId: string): string | null {
  const from = stepById(graph, fromStepId)
  const to = stepById(graph, toStepId)
  if (!from || !to) return 'That step is no longer there.'
  if (fromStepId === toStepId) return `"${stepTitle(from)}" cannot lead to itself: a journey must always move on.`
  // The action being reconnected no longer leads where it did: check the journey without that arrow.
  const without = withActions(
    graph,
    fromStepId,
    from.actions.map((action) => (action.id === actionId ? { ...action, to_step_id: null } : action)),
  )
  if (wouldCreateCycle(without, fromStepId, toStepId))
    return `"${stepTitle(to)}" already leads back to "${stepTitle(from)}": connecting them would send guests round in a loop.`
  return null
}

function Diagram({ graph, selectedStepId, problems, tags, writer, onSelectStep, onAddStep }: JourneyDiagramProps) {
  const flow = useReactFlow<StepNodeType, ConnectionEdgeType>()
  const graphRef = useRef(graph)
  graphRef.current = graph
  const [refusal, setRefusal] = useState<string | null>(null)
  const editable = writer !== null

  const removeEdge = useCallback(
    (edgeId: string) => {
      const [stepId, actionId] = edgeId.split(':') as [string, string]
      const step = stepById(graphRef.current, stepId)
      if (!step || !writer) return
      void writer.setActions(
        stepId,
        step.actions.map((action) => (action.id === actionId ? { ...action, to_step_id: null } : action)),
      )
    },
    [writer],
  )

  const [nodes, setNodes] = useState<StepNodeType[]>([])
  const [edges, setEdges] = useState<ConnectionEdgeType[]>([])
  useEffect(() => setNodes((previous) => stepNodes(graph, selectedStepId, problems, tags, previous)), [graph, selectedStepId, problems, tags])
  useEffect(() => setEdges((previous) => connectionEdges(graph, editable ? removeEdge : null, previous)), [graph, editable, removeEdge])

  useEffect(() => {
    if (!refusal) return
    const timer = setTimeout(() => setRefusal(null), REFUSAL_SHOWN_MS)
    return () => clearTimeout(timer)
  }, [refusal])

  // Selection is the editor's (it opens the side panel), so xyflow's own select changes are left out.
  const onNodesChange = useCallback(
    (changes: NodeChange<StepNodeType>[]) =>
      setNodes((current) =>
        applyNodeChanges(
          changes.filter((change) => change.type !== 'select' && change.type !== 'remove'),
          current,
        ),
      ),
    [],
  )
  const onEdgesChange = useCallback(
    (changes: EdgeChange<ConnectionEdgeType>[]) =>
      setEdges((current) =>
        applyEdgeChanges(
          changes.filter((change) => change.type !== 'remove'),
          current,
        ),
      ),
    [],
  )

  const onNodeDragStop = useCallback(
    (_event: unknown, _node: StepNodeType, dragged: StepNodeType[]) => {
      if (!writer) return
      for (const node of dragged) {
        const position = { x: Math.round(node.position.x), y: Math.round(node.position.y) }
        const step = stepById(graphRef.current, node.id)
        if (step && (step.position.x !== position.x || step.position.y !== position.y)) void writer.updateStep(node.id, { position })
      }
    },
    [writer],
  )

  const isValidConnection: IsValidConnection<ConnectionEdgeType> = useCallback(
    (connection) =>
      connection.target !== null && connectionRefusal(graphRef.current, connection.source, connection.sourceHandle ?? null, connection.target) === null,
    [],
  )

  const onConnect = useCallback(
    (connection: Connection) => {
      const step = stepById(graphRef.current, connection.source)
      if (!step || !writer || !connection.sourceHandle) return
      setRefusal(null)
      void writer.setActions(
        step.id,
        step.actions.map((action) => (action.id === connection.sourceHandle ? { ...action, to_step_id: connection.target } : action)),
      )
    },
    [writer],
  )

  // Dropped on a step that would close a loop: say why nothing happened.
  const onConnectEnd: OnConnectEnd = useCallback((event, state: FinalConnectionState) => {
    if (state.isValid === true || !state.fromNode) return
    const point = 'changedTouches' in event ? event.changedTouches[0] : event
    // The step under the pointer (the whole step takes a connection, beyond the handle xyflow measured).
    const under = point ? document.elementFromPoint(point.clientX, point.clientY)?.closest('.react-flow__node')?.getAttribute('data-id') : null
    const toStepId = state.toNode?.id ?? under
    if (!toStepId) return
    setRefusal(connectionRefusal(graphRef.current, state.fromNode.id, state.fromHandle?.id ?? null, toStepId))
  }, [])

  const layOut = () => {
    if (!writer) return
    const sizes = new Map<string, Size>()
    for (const node of flow.getNodes())
      if (node.measured?.width && node.measured.height) sizes.set(node.id, { width: node.measured.width, height: node.measured.height })
    writer.moveSteps(autoLayout(graphRef.current, sizes))
    // Once the steps have moved, show them all.
    requestAnimationFrame(() => void flow.fitView({ ...FIT_VIEW_OPTIONS, duration: 250 }))
  }

  const addAtCentre = (type: JourneyStepType) => {
    const bounds = document.querySelector('.journey-diagram')?.getBoundingClientRect()
    const centre = bounds ? flow.screenToFlowPosition({ x: bounds.left + bounds.width / 2 - 130, y: bounds.top + bounds.height / 3 }) : null
    onAddStep(type, centre ? { x: Math.round(centre.x), y: Math.round(centre.y) } : null)
  }

  const onNodeClick = useCallback((_event: unknown, node: StepNodeType) => onSelectStep(node.id), [onSelectStep])
  const onPaneClick = useCallback(() => onSelectStep(null), [onSelectStep])
  const isEmpty = graph.steps.length === 0
  const defaultEdgeOptions = useMemo(() => ({ type: 'connection' as const }), [])
  // Only the first drawing uses it: xyflow fits the view once, when the nodes are first measured.
  const [openingFit] = useState(() =>
    graph.steps.length > OPENING_STEPS * 2 ? { ...FIT_VIEW_OPTIONS, nodes: openingSteps(graph).map((id) => ({ id })) } : FIT_VIEW_OPTIONS,
  )

  return (
    <div className="journey-diagram relative h-full min-h-0 w-full" data-testid="journey-diagram">
      <ReactFlow<StepNodeType, ConnectionEdgeType>
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        edgeTypes={EDGE_TYPES}
        defaultEdgeOptions={defaultEdgeOptions}
        onNodesChange={onNodesChange}
        onEdgesChange={onEdgesChange}
        onNodeDragStop={onNodeDragStop}
        onConnect={onConnect}
        onConnectEnd={onConnectEnd}
        isValidConnection={isValidConnection}
        onNodeClick={onNodeClick}
        onPaneClick={onPaneClick}
        onEdgesDelete={(deleted) => deleted.forEach((edge) => removeEdge(edge.id))}
        nodesDraggable={editable}
        nodesConnectable={editable}
        edgesReconnectable={false}
        deleteKeyCode={editable ? ['Backspace', 'Delete'] : null}
        maxZoom={1.5}
        minZoom={0.2}
        fitView
        fitViewOptions={openingFit}
        proOptions={PRO_OPTIONS}
        onlyRenderVisibleElements={graph.steps.length > 80}
        className="bg-canvas"
      >
        <Background gap={20} size={1.2} color="#d3d6de" />
        <Controls showInteractive={false} position="bottom-left" />
        {editable && (
          <Panel position="top-left" className="!m-3 flex flex-wrap items-center gap-2">
            <AddStepMenu onAdd={addAtCentre} />
            <Button variant="secondary" size="sm" onClick={layOut} disabled={isEmpty} data-testid="auto-layout">
              <LayoutGrid aria-hidden /> Tidy up
            </Button>
          </Panel>
        )}
        {refusal && (
          <Panel position="top-center" className="!mt-14 max-w-[min(28rem,calc(100%-2rem))]">
            <div
              role="alert"
              className="flex items-start gap-2 rounded-md border border-error/30 bg-error-soft px-3 py-2 text-[13px] text-error shadow-card"
              data-testid="connection-refused"
            >
              <span>{refusal}</span>
              <button type="button" aria-label="Dismiss" className="shrink-0 rounded-sm p-0.5 hover:bg-error/10" onClick={() => setRefusal(null)}>
                <X className="size-3.5" aria-hidden />
              </button>
            </div>
          </Panel>
        )}
      </ReactFlow>
      {isEmpty && (
        <div className="pointer-events-none absolute inset-0 flex items-center justify-center p-6">
          <p className="max-w-xs text-center text-[13px] text-muted-foreground">
            {editable ? 'Add the first step: a page to welcome guests, the RSVP, or a form with your questions.' : 'This journey has no steps yet.'}
          </p>
        </div>
      )}
    </div>
  )
}
