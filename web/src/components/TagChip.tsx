import { cn } from '@/lib/cn'
import { readableTextColor } from '@/lib/readable-text-color'

type TagChipProps = { name: string; color: string; className?: string }

/** A tag as a small coloured pill; a tag without a colour (the palette's first, empty entry) is outlined. */
export function TagChip({ name, color, className }: TagChipProps) {
  return (
    <span
      data-testid="tag-chip"
      title={name}
      className={cn(
        'inline-flex h-5.5 max-w-40 shrink-0 items-center truncate rounded-full px-2 text-xs font-medium whitespace-nowrap',
        !color && 'border border-border bg-background text-muted-foreground',
        className,
      )}
      style={color ? { backgroundColor: color, color: readableTextColor(color) } : undefined}
    >
      <span className="truncate">{name}</span>
    </span>
  )
}
