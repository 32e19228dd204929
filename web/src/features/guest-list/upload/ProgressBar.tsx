import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

type ProgressBarProps = {
  /** 0 to 100. */
  value: number
  /** The accessible name of the bar ('Upload progress'). */
  name: string
  /** The line above the bar ('Uploading… 42%'). */
  caption: ReactNode
  /** Small text at the right of the caption. */
  detail?: ReactNode
  /** What a screen reader announces instead of the bare percentage ('3,000 of 12,000'). */
  valueText?: string
  tone?: 'primary' | 'success' | 'error'
  className?: string
  'data-testid'?: string
}

/** A determinate progress bar with its caption above it. */
export function ProgressBar({ value, name, caption, detail, valueText, tone = 'primary', className, ...props }: ProgressBarProps) {
  const percent = Math.max(0, Math.min(100, Math.round(value)))
  return (
    <div className={cn('flex flex-col gap-2', className)} data-testid={props['data-testid']}>
      <div className="flex items-baseline justify-between gap-3 text-[13px]">
        <span className="font-medium text-foreground tabular-nums">{caption}</span>
        {detail !== undefined && <span className="text-xs text-muted-foreground tabular-nums">{detail}</span>}
      </div>
      <div
        role="progressbar"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText ?? `${percent}%`}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-300 ease-out',
            tone === 'success' ? 'bg-success' : tone === 'error' ? 'bg-error' : 'bg-primary',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  )
}
