import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

type StatGroupProps = { caption: string; aside?: string; progress?: number; className?: string; children: ReactNode }

export function StatGroup({ caption, aside, progress, className, children }: StatGroupProps) {
  return (
    <div className={cn('flex min-w-0 flex-col px-2 pt-2.5 pb-2', className)}>
      <div className="flex items-center justify-between px-2.5 pb-0.5">
        <p className="text-[11px] font-semibold tracking-wide text-subtle-foreground uppercase">{caption}</p>
        {aside && <p className="text-[11px] font-medium text-success tabular-nums">{aside}</p>}
      </div>
      <div className="flex gap-1">{children}</div>
      {progress !== undefined && (
        <div
          className="mx-2.5 mt-1.5 h-1 overflow-hidden rounded-full bg-muted"
          role="meter"
          aria-label="Share of guests checked in"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <div className="h-full rounded-full bg-success transition-[width] duration-500" style={{ width: `${progress}%` }} />
        </div>
      )}
    </div>
  )
}
