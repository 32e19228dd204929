import type { ComponentProps } from 'react'
import { Search, X } from 'lucide-react'
import { cn } from '@/lib/cn'
import { inputClassName } from './input'

type SearchInputProps = Omit<ComponentProps<'input'>, 'onChange' | 'value'> & {
  value: string
  onValueChange: (value: string) => void
}

export function SearchInput({ className, value, onValueChange, ...props }: SearchInputProps) {
  return (
    <div className={cn('relative', className)}>
      <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-subtle-foreground" aria-hidden />
      <input
        type="search"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className={cn(inputClassName, 'pl-8.5 [&::-webkit-search-cancel-button]:hidden', value && 'pr-8')}
        {...props}
      />
      {value && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => onValueChange('')}
          className="absolute top-1/2 right-1.5 inline-flex size-6 -translate-y-1/2 items-center justify-center rounded text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <X className="size-3.5" aria-hidden />
        </button>
      )}
    </div>
  )
}
