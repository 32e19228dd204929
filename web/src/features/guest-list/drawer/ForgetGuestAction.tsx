import { useContext, useEffect, useState, type FormEvent } from 'react'
import { Eraser, ShieldAlert } from 'lucide-react'
import type { Attendee } from '@/api/attendees'
import { useForgetGuest } from '@/api/guest-edit-mutations'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { isApiError } from '@/lib/api-error'
import { GuestListActionsContext } from '../guest-list-actions'

const CONFIRM_WORD = 'FORGET'

/** Typing the guest's name (or FORGET) is the confirmation: this cannot be undone. */
export function confirmsForgetting(typed: string, guest: Pick<Attendee, 'full_name'>): boolean {
  const value = typed.trim()
  return value === CONFIRM_WORD || (guest.full_name.trim() !== '' && value.toLowerCase() === guest.full_name.trim().toLowerCase())
}

/**
 * The guest drawer's "Forget personal data" action, for editors: deletes the
 * guest's name, contact details and answers everywhere (crypto-shredding); the
 * row stays as "Forgotten guest" with its RSVP and check-in, so counts hold.
 */
export function ForgetGuestAction({ guest }: { guest: Attendee }) {
  const actions = useContext(GuestListActionsContext)
  const [open, setOpen] = useState(false)
  if (!actions?.canEdit || guest.is_forgotten) return null
  return (
    <div className="border-t border-border px-5 py-3">
      <Button
        variant="ghost"
        size="sm"
        className="text-error hover:bg-error-soft hover:text-error"
        data-testid="forget-guest-open"
        onClick={() => setOpen(true)}
      >
        <Eraser aria-hidden />
        Forget personal data
      </Button>
      <ForgetGuestDialog eventUuid={actions.eventUuid} guest={guest} open={open} onOpenChange={setOpen} />
    </div>
  )
}

type ForgetGuestDialogProps = { eventUuid: string; guest: Attendee; open: boolean; onOpenChange: (open: boolean) => void }

function ForgetGuestDialog({ eventUuid, guest, open, onOpenChange }: ForgetGuestDialogProps) {
  const [typed, setTyped] = useState('')
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (open) {
      setTyped('')
      setError(null)
    }
  }, [open])

  const forget = useForgetGuest(eventUuid, guest.id, {
    onSuccess: () => {
      showSnackbar('The guest’s personal data was forgotten.', 'success')
      onOpenChange(false)
    },
    onError: (failure) => {
      if (isApiError(failure) && failure.code === 'attendee_forgotten') {
        showSnackbar('This guest was forgotten already.', 'warning')
        onOpenChange(false)
      } else setError(failure.message || 'The guest could not be forgotten.')
    },
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!confirmsForgetting(typed, guest)) return setError(`Type ${guest.full_name ? `${guest.full_name} or ` : ''}${CONFIRM_WORD} to confirm.`)
    forget.mutate()
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" data-testid="forget-guest-dialog">
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle className="flex items-center gap-2">
              <ShieldAlert aria-hidden className="size-4 text-error" />
              Forget {guest.full_name || 'this guest'}?
            </DialogTitle>
            <DialogDescription>
              Their name, email, phone number, custom field answers and invitation notes are deleted for good, from the guest list, the history, the activity
              feed and every copy we keep. The row stays as “Forgotten guest” with its RSVP and check-in, so your counts do not change. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <DialogBody>
            <FormField id="forget-confirm" label={`Type ${guest.full_name ? `“${guest.full_name}” or ` : ''}${CONFIRM_WORD} to confirm`} error={error}>
              <Input
                id="forget-confirm"
                value={typed}
                autoFocus
                autoComplete="off"
                onChange={(event) => {
                  setTyped(event.target.value)
                  setError(null)
                }}
                aria-invalid={Boolean(error)}
              />
            </FormField>
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={forget.isPending || !confirmsForgetting(typed, guest)} data-testid="forget-guest-submit">
              {forget.isPending && <Spinner />}
              Forget personal data
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
