import { ChevronDown } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import type { TriStateOption } from '../table/tri-state'

type BulkStatusMenuProps = { label: string; options: TriStateOption[]; disabled: boolean; onPick: (option: TriStateOption) => void }

export function BulkStatusMenu({ label, options, disabled, onPick }: BulkStatusMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" size="sm" disabled={disabled}>
          {label}
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="min-w-36">
        {options.map((option) => (
          <DropdownMenuItem key={option.key} onSelect={() => onPick(option)}>
            {option.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
