import { useRef, type ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { useScrollsSideways } from './use-scrolls-sideways'

/**
 * A table in a box that scrolls sideways when the table is wider than the
 * screen. While it does, the box is a named region in the tab order, so a
 * keyboard user can focus it and scroll it with the arrow keys (WCAG 2.1.1).
 */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  const box = useRef<HTMLDivElement>(null)
  const scrolls = useScrollsSideways(box)
  const label = props['aria-label']
  return (
    <div
      ref={box}
      className="relative w-full overflow-x-auto"
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label ? `${label}, scrolls sideways` : 'Table, scrolls sideways' } : {})}
    >
      <table className={cn('w-full caption-bottom border-separate border-spacing-0 text-[13px]', className)} {...props} />
    </div>
  )
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('[&_th]:border-b [&_th]:border-border', className)} {...props} />
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child_td]:border-b-0', className)} {...props} />
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('group/row transition-colors hover:bg-canvas data-[state=selected]:bg-primary-soft/60', className)} {...props} />
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      className={cn(
        'h-9 bg-canvas/80 px-2.5 text-left align-middle text-xs font-medium whitespace-nowrap text-muted-foreground first:pl-3 last:pr-3',
        className,
      )}
      {...props}
    />
  )
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('h-12 border-b border-border px-2.5 align-middle whitespace-nowrap first:pl-3 last:pr-3', className)} {...props} />
}
