import { useEffect, useState } from 'react'
import { useLoadingState } from '@/lib/loading-store'
import { cn } from '@/lib/cn'

// Spec section 9: progress bar throttle 200 ms (fast requests never flash it).
const SHOW_AFTER_MS = 200
const HIDE_AFTER_MS = 400

type Phase = 'idle' | 'running' | 'done' | 'failed'

/** The thin bar across the top while requests run; it turns red when one fails. */
export function LoadingBar() {
  const { active, failed } = useLoadingState()
  const [phase, setPhase] = useState<Phase>('idle')

  useEffect(() => {
    if (active > 0) {
      const timer = setTimeout(() => setPhase('running'), SHOW_AFTER_MS)
      return () => clearTimeout(timer)
    }
    setPhase((previous) => (previous === 'idle' && !failed ? 'idle' : failed ? 'failed' : 'done'))
    const timer = setTimeout(() => setPhase('idle'), failed ? HIDE_AFTER_MS * 3 : HIDE_AFTER_MS)
    return () => clearTimeout(timer)
  }, [active, failed])

  if (phase === 'idle') return null
  return (
    <div
      role="progressbar"
      aria-label="Loading"
      aria-busy={phase === 'running'}
      data-state={phase}
      className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden"
    >
      {phase === 'running' ? (
        <div className="h-full w-2/5 animate-loading-bar bg-primary" />
      ) : (
        <div className={cn('h-full w-full transition-opacity duration-300', phase === 'failed' ? 'bg-error' : 'bg-primary opacity-0')} />
      )}
    </div>
  )
}
