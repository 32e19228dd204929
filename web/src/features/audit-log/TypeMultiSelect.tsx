import { Fragment } from 'react'
import { DropdownMenu as Menu } from 'radix-ui'
import { Check, ChevronDown } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { AUDIT_EVENT_TYPES } from './audit-event-types'

const GROUPS = [...new Set(AUDIT_EVENT_TYPES.map((type) => type.group))]

type TypeMultiSelectProps = { selected: string[]; onChange: (types: string[]) => void }

/** Pick any number of event types; the menu stays open while ticking. */
export function TypeMultiSelect({ selected, onChange }: TypeMultiSelectProps) {
  const chosen = new Set(selected)
  const toggle = (type: string, on: boolean) => onChange(AUDIT_EVENT_TYPES.map((t) => t.value).filter((t) => (t === type ? on : chosen.has(t))))
  const label =
    selected.length === 0 ? 'All types' : selected.length === 1 ? AUDIT_EVENT_TYPES.find((t) => t.value === selected[0])?.label : `${selected.length} types`

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="secondary"
          className="w-full justify-between font-normal sm:w-52"
          aria-label={`Change types: ${label}`}
          data-testid="audit-type-filter"
        >
          <span className="truncate">{label}</span>
          <ChevronDown aria-hidden className="text-muted-foreground" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-72">
        {selected.length > 0 && (
          <>
            <DropdownMenuItem onSelect={() => onChange([])}>Show all types</DropdownMenuItem>
            <DropdownMenuSeparator />
          </>
        )}
        {GROUPS.map((group) => (
          <Fragment key={group}>
            <DropdownMenuLabel>{group}</DropdownMenuLabel>
            {AUDIT_EVENT_TYPES.filter((type) => type.group === group).map((type) => (
              <Menu.CheckboxItem
                key={type.value}
                checked={chosen.has(type.value)}
                onCheckedChange={(on) => toggle(type.value, on === true)}
                // Ticking several types in a row is the point: keep the menu open.
                onSelect={(event) => event.preventDefault()}
                className="relative flex h-8 cursor-default items-center rounded-md pr-8 pl-2 outline-none select-none data-[highlighted]:bg-muted"
              >
                <span className="truncate">{type.label}</span>
                <Menu.ItemIndicator className="absolute right-2 inline-flex">
                  <Check className="size-4 text-primary" aria-hidden />
                </Menu.ItemIndicator>
              </Menu.CheckboxItem>
            ))}
          </Fragment>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
