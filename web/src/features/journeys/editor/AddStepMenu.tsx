import { Plus } from 'lucide-react'
import { STEP_TYPE_LABELS, type JourneyStepType } from '@usher/domain/journeys/index'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { ADDABLE_STEP_TYPES, STEP_KIND_LOOK } from './step-kinds'

const DESCRIPTIONS: Record<(typeof ADDABLE_STEP_TYPES)[number], string> = {
  page: 'Words, images, links, the event’s details',
  rsvp: 'Yes or No: will the guest attend?',
  form: 'Questions: the guest’s details and your own fields',
}

/** The toolbar's "Add step": a page, an RSVP or a form. */
export function AddStepMenu({ onAdd }: { onAdd: (type: JourneyStepType) => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button size="sm" data-testid="add-step">
          <Plus aria-hidden /> Add step
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {ADDABLE_STEP_TYPES.map((type) => {
          const Icon = STEP_KIND_LOOK[type].icon
          return (
            <DropdownMenuItem key={type} onSelect={() => onAdd(type)} data-testid={`add-step-${type}`}>
              <Icon aria-hidden />
              <span className="flex flex-col">
                <span>{STEP_TYPE_LABELS[type]}</span>
                <span className="text-xs text-muted-foreground">{DESCRIPTIONS[type]}</span>
              </span>
            </DropdownMenuItem>
          )
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
