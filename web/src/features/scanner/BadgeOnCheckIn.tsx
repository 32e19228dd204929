import { useEffect, useRef } from 'react'
import { usePrintBadges } from '@/api/badges'
import { Switch } from '@/components/ui/switch'
import { Label } from '@/components/ui/label'
import { usePrintBadgeOnCheckIn } from '@/lib/badge-printing-device'
import { badgesToPrint, type ScanView } from './scan-view'

/**
 * 'Print badge on check-in': this device's switch, and the print itself. Each new check-in
 * prints once, and so do the members of a party the door admits (their badges together); an
 * 'Already checked in' does not print again (the row's menu in the guest list reprints). Offline, a check-in queues and no badge can be made: the switch says so.
 */
export function BadgeOnCheckIn({ eventUuid, result, online }: { eventUuid: string; result: ScanView | null; online: boolean }) {
  const [on, setOn] = usePrintBadgeOnCheckIn(eventUuid)
  const print = usePrintBadges(eventUuid)
  const printed = useRef<ScanView | null>(null)
  const { mutate } = print
  useEffect(() => {
    if (!on || !result || result === printed.current) return
    printed.current = result
    const guests = badgesToPrint(result)
    if (guests.length > 0) mutate(guests)
  }, [on, result, mutate])
  return (
    <div className="flex items-start gap-3 rounded-xl border border-border bg-background p-4" data-testid="badge-on-check-in">
      <Switch id="print-badge-on-check-in" checked={on} onCheckedChange={setOn} className="mt-0.5" />
      <div className="min-w-0">
        <Label htmlFor="print-badge-on-check-in">Print badge on check-in</Label>
        <p className="mt-1 text-xs text-muted-foreground">
          {on && !online
            ? 'Offline: badges print again once this device is back online.'
            : 'On this device only: the print dialog opens with each guest\u2019s badge as they are checked in.'}
        </p>
      </div>
    </div>
  )
}
