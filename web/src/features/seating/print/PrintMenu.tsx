import { useState } from 'react'
import { FileText, LayoutGrid, Printer, Tent } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'

type Paper = 'a4' | 'letter' | 'a3'

const PAPERS: { value: Paper; label: string }[] = [
  { value: 'a4', label: 'A4' },
  { value: 'letter', label: 'US Letter' },
  { value: 'a3', label: 'A3 (wall plan)' },
]

/** Where each printout is served; the browser downloads it with the session's cookie, like the guest export. */
export function printUrl(eventUuid: string, what: 'plan' | 'table-cards', paper: Paper): string {
  return `/api/v2/events/${eventUuid}/seating/print/${what}.pdf?paper=${paper}`
}

export function seatListUrl(eventUuid: string): string {
  return `/api/v2/events/${eventUuid}/attendees/export?view=seat_list&format=csv`
}

/**
 * The floor plan editor's print menu: the plan to scale, the table cards, and
 * the seat list. The paper is asked here because the event does not say which
 * side of the Atlantic its printer is on.
 */
export function PrintMenu({ eventUuid }: { eventUuid: string }) {
  const [paper, setPaper] = useState<Paper>('a4')
  const open = (url: string) => window.location.assign(url)
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" data-testid="seating-print-menu">
          <Printer aria-hidden />
          Print
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-60">
        <DropdownMenuItem data-testid="print-floor-plan" onSelect={() => open(printUrl(eventUuid, 'plan', paper))}>
          <LayoutGrid aria-hidden />
          Print floor plan
        </DropdownMenuItem>
        <DropdownMenuItem data-testid="print-table-cards" onSelect={() => open(printUrl(eventUuid, 'table-cards', paper))}>
          <Tent aria-hidden />
          Print table cards
        </DropdownMenuItem>
        <DropdownMenuItem data-testid="download-seat-list" onSelect={() => open(seatListUrl(eventUuid))}>
          <FileText aria-hidden />
          Seat list (CSV)
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Paper</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={paper} onValueChange={(value) => setPaper(value as Paper)}>
          {PAPERS.map((option) => (
            <DropdownMenuRadioItem key={option.value} value={option.value} onSelect={(event) => event.preventDefault()}>
              {option.label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
