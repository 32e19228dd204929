import type { ComponentProps } from 'react'
import { ChevronDown } from 'lucide-react'
import { cn } from '@/lib/cn'
import { inputClassName } from './input'

export type SelectOption = { value: string; label: string; disabled?: boolean }

type NativeSelectProps = Omit<ComponentProps<'select'>, 'children'> & {
  options: readonly SelectOption[]
  placeholder?: string
}

/** A styled native select: keyboard, screen readers and mobile pickers work as users expect. */
export function NativeSelect({ className, options, placeholder, ...props }: NativeSelectProps) {
  return (
    <div className={cn('relative w-full', className)}>
      <select className={cn(inputClassName, 'appearance-none pr-8')} {...props}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
    </div>
  )
}
