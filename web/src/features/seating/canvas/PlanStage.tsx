import { useEffect, useRef, useState } from 'react'
import type { PlanState } from './plan-model'
import { PlanEngine, type EngineCallbacks } from './plan-engine'
import type { SelItem } from './selection'

type PlanStageProps = {
  /** The view (zoom and pan) is remembered per plan for this tab. */
  viewKey: string
  state: PlanState
  selection: SelItem[]
  editable: boolean
  snap: boolean
  placing: boolean
  callbacks: EngineCallbacks
  onEngine: (engine: PlanEngine | null) => void
}

/** The Konva stage in the page: React hands it the plan; the engine draws and takes the pointer. */
export function PlanStage({ viewKey, state, selection, editable, snap, placing, callbacks, onEngine }: PlanStageProps) {
  const host = useRef<HTMLDivElement>(null)
  const engineRef = useRef<PlanEngine | null>(null)
  const callbacksRef = useRef(callbacks)
  const [ready, setReady] = useState(false)

  useEffect(() => {
    callbacksRef.current = callbacks
  }, [callbacks])

  useEffect(() => {
    const element = host.current!
    // Callbacks go through a ref so the engine is made once, not on every render.
    const relay: EngineCallbacks = {
      onSelect: (...args) => callbacksRef.current.onSelect(...args),
      onHover: (...args) => callbacksRef.current.onHover(...args),
      onMoveEnd: (...args) => callbacksRef.current.onMoveEnd(...args),
      onBackgroundMoved: (...args) => callbacksRef.current.onBackgroundMoved(...args),
      onPlace: (...args) => callbacksRef.current.onPlace(...args),
      onZoom: (...args) => callbacksRef.current.onZoom(...args),
    }
    const engine = new PlanEngine(element, relay, viewKey)
    engineRef.current = engine
    onEngine(engine)
    const observer = new ResizeObserver(() => engine.resize(element.clientWidth, element.clientHeight))
    observer.observe(element)
    return () => {
      observer.disconnect()
      onEngine(null)
      engine.destroy()
      engineRef.current = null
    }
    // onEngine is the page's setter: stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    const engine = engineRef.current
    if (!engine) return
    engine.setState(state)
    // Interactive once the first plan is drawn and the browser has painted it.
    const frame = requestAnimationFrame(() => setReady(true))
    return () => cancelAnimationFrame(frame)
  }, [state])

  useEffect(() => {
    engineRef.current?.setSelection(selection)
  }, [selection])

  useEffect(() => {
    const engine = engineRef.current
    if (!engine) return
    engine.editable = editable
    engine.snap = snap
    engine.placing = placing
  }, [editable, snap, placing])

  return (
    <div
      ref={host}
      data-testid="floor-plan-stage"
      data-ready={ready ? 'true' : 'false'}
      tabIndex={0}
      aria-label="Floor plan"
      role="application"
      className="absolute inset-0 bg-[#FAFAFB] outline-none [background-image:radial-gradient(#E4E4E7_1px,transparent_1px)] [background-size:24px_24px]"
    />
  )
}
