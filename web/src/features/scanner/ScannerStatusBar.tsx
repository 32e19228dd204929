import { RefreshCw, Wifi, WifiOff } from 'lucide-react'
import { cn } from '@/lib/cn'

type ScannerStatusBarProps = { online: boolean; queueLength: number; syncing: boolean; checkedIn: number; total: number }

/** Connection, queue and arrivals at a glance, always in view. */
export function ScannerStatusBar({ online, queueLength, syncing, checkedIn, total }: ScannerStatusBarProps) {
  return (
    <div className="flex items-center justify-between gap-3 text-[13px]">
      <span
        data-testid="scanner-connection"
        data-online={online}
        className={cn(
          'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 font-medium',
          online ? 'bg-success-soft text-success' : 'bg-warning-soft text-warning',
        )}
      >
        {online ? <Wifi className="size-3.5" aria-hidden /> : <WifiOff className="size-3.5" aria-hidden />}
        {online ? 'Online' : 'Offline'}
        <span aria-hidden>·</span>
        <span data-testid="scanner-queue" data-count={queueLength}>
          {queueLength === 0 ? 'Nothing queued' : `${queueLength} queued`}
        </span>
        {syncing && queueLength > 0 && <RefreshCw className="size-3.5 animate-spin" aria-label="Syncing" />}
      </span>
      <span className="font-medium text-foreground tabular-nums" data-testid="scanner-counter">
        {checkedIn} / {total} checked in
      </span>
    </div>
  )
}
