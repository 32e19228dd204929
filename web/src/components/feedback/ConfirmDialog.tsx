import { useRef } from 'react'
import { DIALOG_DEFAULT_HEADING, DIALOG_MAX_WIDTH_PX } from '@usher/domain/constants/ui'
import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import type { ConfirmOptions, ConfirmOutcome } from './confirm-context'

type ConfirmDialogProps = {
  options: ConfirmOptions | null
  onSettle: (outcome: ConfirmOutcome) => void
}

export function ConfirmDialog({ options, onSettle }: ConfirmDialogProps) {
  const okRef = useRef<HTMLButtonElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const danger = options?.tone === 'danger'

  return (
    <Dialog open={options !== null} onOpenChange={(open) => !open && onSettle('close')}>
      {options && (
        <DialogContent
          style={{ maxWidth: DIALOG_MAX_WIDTH_PX }}
          data-testid="confirm-dialog"
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            // Enter on a destructive question must not delete by reflex: focus starts on Cancel.
            ;(danger ? cancelRef : okRef).current?.focus()
          }}
        >
          <DialogHeader>
            <DialogTitle>{options.heading ?? DIALOG_DEFAULT_HEADING}</DialogTitle>
          </DialogHeader>
          <DialogBody>
            <DialogDescription className="text-sm leading-relaxed whitespace-pre-line text-foreground/80">{options.message}</DialogDescription>
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" ref={cancelRef} onClick={() => onSettle('cancel')}>
              Cancel
            </Button>
            <Button variant={danger ? 'destructive' : 'primary'} ref={okRef} data-testid="confirm-dialog-ok" onClick={() => onSettle('confirmed')}>
              {options.confirmLabel ?? (danger ? 'Delete' : 'OK')}
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  )
}
