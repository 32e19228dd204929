import { useEffect, useId, useRef, useState } from 'react'
import { DIALOG_DEFAULT_HEADING, DIALOG_MAX_WIDTH_PX } from '@usher/domain/constants/ui'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import type { ConfirmOptions, ConfirmOutcome } from './confirm-context'

type ConfirmDialogProps = {
  options: ConfirmOptions | null
  onSettle: (outcome: ConfirmOutcome, remember: boolean) => void
}

export function ConfirmDialog({ options, onSettle }: ConfirmDialogProps) {
  const [remember, setRemember] = useState(false)
  const checkboxId = useId()
  const okRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (options) setRemember(false)
  }, [options])

  return (
    <Dialog open={options !== null} onOpenChange={(open) => !open && onSettle('close', false)}>
      {options && (
        <DialogContent
          style={{ maxWidth: DIALOG_MAX_WIDTH_PX }}
          data-testid="confirm-dialog"
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            okRef.current?.focus()
          }}
        >
          <DialogHeader>
            <DialogTitle>{options.heading ?? DIALOG_DEFAULT_HEADING}</DialogTitle>
          </DialogHeader>
          <DialogBody>
            <DialogDescription className="text-sm leading-relaxed whitespace-pre-line text-foreground/80">
              {options.message}
            </DialogDescription>
            {options.key && (
              <div className="mt-4 flex items-center gap-2">
                <Checkbox id={checkboxId} checked={remember} onCheckedChange={(value) => setRemember(value === true)} />
                <Label htmlFor={checkboxId} className="font-normal text-muted-foreground">
                  Got it, don't ask me again
                </Label>
              </div>
            )}
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => onSettle('cancel', false)}>
              Cancel
            </Button>
            <Button
              variant={options.tone === 'danger' ? 'destructive' : 'primary'}
              ref={okRef}
              onClick={() => onSettle('confirmed', remember)}
            >
              {options.confirmLabel ?? 'OK'}
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  )
}
