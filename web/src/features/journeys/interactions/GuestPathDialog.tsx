import type { JourneyGuestPath } from '@/api/journeys'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { formatEventTime } from '@/lib/event-time'
import { leftBy } from './path-words'

/** One guest's way through the journey: each step with when they reached and left it, in the event's time zone. */
export function GuestPathDialog({ path, timezone, onClose }: { path: JourneyGuestPath | null; timezone: string; onClose: () => void }) {
  return (
    <Dialog open={path !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        {path && (
          <>
            <DialogHeader>
              <DialogTitle>{path.name || path.email || 'A guest'}</DialogTitle>
              <DialogDescription>
                Version {path.version} · {path.completed_at ? `Completed ${formatEventTime(path.completed_at, timezone)}` : 'Not finished yet'}
              </DialogDescription>
            </DialogHeader>
            <DialogBody>
              <ol className="flex flex-col" data-testid="guest-path">
                {path.path.map((step, index) => (
                  <li key={`${step.step_id}-${index}`} className="relative flex gap-3 pb-4 last:pb-0">
                    <span className="flex flex-col items-center">
                      <span className="mt-1 size-2.5 rounded-full bg-primary" aria-hidden />
                      {index < path.path.length - 1 && <span className="w-px flex-1 bg-border" aria-hidden />}
                    </span>
                    <div className="min-w-0">
                      <p className="text-[13px] font-medium">{step.name}</p>
                      <p className="text-xs text-muted-foreground">Reached {formatEventTime(step.reached_at, timezone)}</p>
                      <p className="text-xs text-muted-foreground">
                        {leftBy(step)}
                        {step.left_at && `, ${formatEventTime(step.left_at, timezone)}`}
                      </p>
                    </div>
                  </li>
                ))}
                {path.completed_at && (
                  <li className="flex gap-3">
                    <span className="mt-1 size-2.5 rounded-full bg-success" aria-hidden />
                    <p className="text-[13px] font-medium text-success">Finished</p>
                  </li>
                )}
              </ol>
            </DialogBody>
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
