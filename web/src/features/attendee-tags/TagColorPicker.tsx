import { Check } from 'lucide-react'
import { TAG_COLORS } from '@usher/domain/constants/tag-colors'
import { cn } from '@/lib/cn'

type TagColorPickerProps = { value: string; onChange: (color: string) => void; label?: string }

/** The spec's 21 tag colours as swatches; the first, empty one means "no colour". */
export function TagColorPicker({ value, onChange, label = 'Colour' }: TagColorPickerProps) {
  return (
    <div role="radiogroup" aria-label={label} className="flex flex-wrap gap-1.5" data-testid="tag-color-picker">
      {TAG_COLORS.map((color) => {
        const selected = color === value
        return (
          <button
            key={color || 'none'}
            type="button"
            role="radio"
            aria-checked={selected}
            aria-label={color ? `Colour ${color}` : 'No colour'}
            title={color || 'No colour'}
            onClick={() => onChange(color)}
            className={cn(
              'flex size-6 items-center justify-center rounded-full outline-offset-2 transition-transform hover:scale-110 focus-visible:outline-2 focus-visible:outline-primary',
              color ? 'text-white' : 'border border-dashed border-border-strong bg-background text-muted-foreground',
              selected && 'ring-2 ring-foreground/70 ring-offset-2 ring-offset-background',
            )}
            style={color ? { backgroundColor: color } : undefined}
          >
            {selected && <Check className="size-3.5" aria-hidden />}
          </button>
        )
      })}
    </div>
  )
}
