import { IdCard } from 'lucide-react'
import { usePrintBadges } from '@/api/badges'
import { Button } from '@/components/ui/button'
import { DropdownMenuItem } from '@/components/ui/dropdown-menu'
import { Spinner } from '@/components/ui/spinner'
import { MAX_PRINTED_BADGES } from '@usher/domain/badges/badge-geometry'

/** The selected guests' badges as one file, in the print dialog (the event's badge layout decides the paper). */
export function PrintBadgesButton({ eventUuid, selectedIds }: { eventUuid: string; selectedIds: string[] }) {
  const print = usePrintBadges(eventUuid)
  const tooMany = selectedIds.length > MAX_PRINTED_BADGES
  return (
    <Button
      variant="secondary"
      size="sm"
      data-testid="bulk-print-badges"
      disabled={print.isPending || tooMany}
      title={tooMany ? `Badges print ${MAX_PRINTED_BADGES.toLocaleString('en')} guests at a time: select fewer.` : undefined}
      onClick={() => print.mutate(selectedIds)}
    >
      {print.isPending ? <Spinner aria-hidden /> : <IdCard aria-hidden />}
      Print badges
    </Button>
  )
}

/** One guest's badge, from their row's menu. */
export function PrintBadgeMenuItem({ eventUuid, attendeeId }: { eventUuid: string; attendeeId: string }) {
  const print = usePrintBadges(eventUuid)
  return (
    <DropdownMenuItem data-testid="guest-print-badge" disabled={print.isPending} onSelect={() => print.mutate([attendeeId])}>
      <IdCard aria-hidden />
      Print badge
    </DropdownMenuItem>
  )
}
