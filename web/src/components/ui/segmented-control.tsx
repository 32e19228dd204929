import { cn } from '@/lib/cn'

type SegmentedControlProps<T extends string> = {
  label: string
  value: T
  options: readonly { value: T; label: string }[]
  onValueChange: (value: T) => void
  className?: string
}

/** A small set of mutually exclusive views (e.g. Active / Archived). */
export function SegmentedControl<T extends string>({ label, value, options, onValueChange, className }: SegmentedControlProps<T>) {
  return (
    <div role="group" aria-label={label} className={cn('inline-flex h-9 items-center rounded-md bg-muted p-0.5', className)}>
      {options.map((option) => {
        const selected = option.value === value
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={selected}
            onClick={() => onValueChange(option.value)}
            className={cn(
              'h-8 rounded-[5px] px-3 text-[13px] font-medium whitespace-nowrap transition-colors',
              selected ? 'bg-background text-foreground shadow-[0_1px_2px_rgb(16_24_40/0.1)]' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {option.label}
          </button>
        )
      })}
    </div>
  )
}
