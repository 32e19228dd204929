import { ChevronDown } from 'lucide-react'
import type { TriState } from '@/api/attendees'
import { badgeVariants } from '@/components/ui/badge'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { cn } from '@/lib/cn'
import { optionByKey, optionFor, type TriStateOption } from './tri-state'

type TriStateMenuProps = {
  title: string
  guestName: string
  value: TriState
  options: TriStateOption[]
  disabled?: boolean
  testId: string
  onChange: (value: TriState) => void
}

/** A status badge that opens a menu to change it (RSVP, approval). */
export function TriStateMenu({ title, guestName, value, options, disabled, testId, onChange }: TriStateMenuProps) {
  const current = optionFor(options, value)
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        disabled={disabled}
        data-testid={testId}
        data-value={current.key}
        aria-label={`${title} for ${guestName}: ${current.label}`}
        className={cn(
          badgeVariants({ tone: current.tone }),
          'h-6 cursor-pointer gap-1 pr-1.5 transition-[filter] hover:brightness-95 disabled:cursor-default data-[state=open]:brightness-95',
        )}
      >
        <span className="size-1.5 rounded-full bg-current opacity-80" aria-hidden />
        {current.label}
        {!disabled && <ChevronDown className="opacity-60" aria-hidden />}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="min-w-36">
        <DropdownMenuLabel>{title}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={current.key}
          onValueChange={(key) => {
            const option = optionByKey(options, key)
            if (option && option.key !== current.key) onChange(option.value)
          }}
        >
          {options.map((option) => (
            <DropdownMenuRadioItem key={option.key} value={option.key}>
              {option.label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
