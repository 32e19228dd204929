import { Button } from '@/components/ui/button'
import { conflictDetail, type SyncConflict } from './scan-view'

/** Queued scans the server turned down when they synced: shown, never doubled. */
export function SyncConflictList({ conflicts, timezone, onDismiss }: { conflicts: SyncConflict[]; timezone?: string; onDismiss: () => void }) {
  if (conflicts.length === 0) return null
  return (
    <section className="rounded-xl border border-warning bg-warning-soft px-4 py-3" data-testid="sync-conflicts" aria-label="Sync conflicts">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-warning">
          {conflicts.length === 1 ? '1 queued scan was not a new check-in' : `${conflicts.length} queued scans were not new check-ins`}
        </h3>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
      <ul className="mt-2 space-y-1 text-sm text-foreground">
        {conflicts.map((conflict) => (
          <li key={conflict.key} data-testid="sync-conflict">
            <span className="font-medium">{conflict.name}</span> — {conflictDetail(conflict, timezone)}
          </li>
        ))}
      </ul>
    </section>
  )
}
