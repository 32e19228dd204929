import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { ArrowLeftRight } from 'lucide-react'
import { passTransferQuery, type NewHolder, type PassTransfer } from '@/api/ticket-transfers'
import { useCancelTransfer, useRequestTransfer } from '@/api/ticket-transfer-mutations'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { useGuestWords } from '@/components/public/guest-language/guest-words-context'
import { guestFailure, guestFieldError } from '@/components/public/guest-language/guest-failure'
import type { Translate } from '@usher/domain/i18n/translate'

const EMPTY: NewHolder = { first_name: '', last_name: '', email: '' }
const HOLDER_FIELDS = Object.keys(EMPTY) as (keyof NewHolder)[]

/** What the holder reads about their open (or just finished) transfer. */
function transferNotice(state: PassTransfer, t: Translate): string | null {
  const transfer = state.transfer
  if (!transfer) return null
  switch (transfer.status) {
    case 'pending_acceptance':
      return t('giveTicket.pendingAcceptance', { name: transfer.to_name })
    case 'pending_approval':
      return t('giveTicket.pendingApproval', { name: transfer.to_name })
    case 'completed':
      return t('giveTicket.completed', { name: transfer.to_name })
    case 'canceled':
      return t('giveTicket.canceled')
    default:
      return null
  }
}

/**
 * "Transfer ticket" on the guest's pass: name the person to give the ticket to. Shown only when
 * the event allows transfers; the words say how the event's kind of transfer goes (soft: they
 * accept by email first; hard: at once), and whether the organiser approves it.
 */
export function TransferTicketSection({ token }: { token: string }) {
  const words = useGuestWords()
  const { t } = words
  const query = useQuery(passTransferQuery(token))
  const [open, setOpen] = useState(false)
  const [holder, setHolder] = useState<NewHolder>(EMPTY)
  const [finished, setFinished] = useState<PassTransfer | null>(null)
  const request = useRequestTransfer(token, {
    onSuccess: (state) => {
      setFinished(state)
      setOpen(false)
      setHolder(EMPTY)
    },
  })
  const cancel = useCancelTransfer(token, { onSuccess: setFinished })

  const state = query.data
  if (!state || !state.enabled) return null
  const current = state.transfer ?? (finished?.transfer?.status === 'canceled' ? finished.transfer : null)
  const notice = transferNotice({ ...state, transfer: current }, t)
  const fieldError = (field: keyof NewHolder) => guestFieldError(words, request.error, `to.${field}`)
  // A refusal about the holder's fields shows under them; anything else above the button.
  const onAField = HOLDER_FIELDS.some((field) => fieldError(field) !== null)
  const otherError = request.error && !onAField ? guestFailure(words, request.error, 'giveTicket.failed') : null
  // A field's message stays until its value changes: then it no longer describes what is typed.
  const edit = (patch: Partial<NewHolder>) => {
    setHolder({ ...holder, ...patch })
    if (request.isError) request.reset()
  }
  const how = state.type === 'soft_transfer' ? t('giveTicket.howSoft') : t('giveTicket.howHard')
  const submit = (e: FormEvent) => {
    e.preventDefault()
    request.mutate(holder)
  }

  return (
    <section
      className="mt-4 rounded-xl border border-border bg-background p-4 text-foreground"
      aria-labelledby="transfer-ticket-title"
      data-testid="transfer-ticket"
    >
      <h2 id="transfer-ticket-title" className="flex items-center gap-2 text-sm font-semibold">
        <ArrowLeftRight className="size-4" aria-hidden />
        {t('giveTicket.title')}
      </h2>
      {notice && (
        <p className="mt-2 text-[13px] text-muted-foreground" role="status" data-testid="transfer-status">
          {notice}
        </p>
      )}
      {state.transfer && state.transfer.status !== 'completed' && (
        <Button variant="secondary" className="mt-3" disabled={cancel.isPending} onClick={() => cancel.mutate()} data-testid="transfer-cancel">
          {cancel.isPending && <Spinner />}
          {t('giveTicket.cancel')}
        </Button>
      )}
      {!state.transfer && !open && (
        <>
          <p className="mt-1 text-[13px] text-muted-foreground">{t('giveTicket.cantCome')}</p>
          <Button variant="secondary" className="mt-3" onClick={() => setOpen(true)} data-testid="transfer-open">
            {t('giveTicket.title')}
          </Button>
        </>
      )}
      {!state.transfer && open && (
        <form onSubmit={submit} className="mt-3 flex flex-col gap-3" noValidate>
          <p className="text-[13px] text-muted-foreground">
            {how}
            {state.requires_approval ? ` ${t('giveTicket.approval')}` : ''}
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField id="transfer-first-name" label={t('plusOne.firstName')} error={fieldError('first_name')}>
              <Input id="transfer-first-name" autoComplete="off" value={holder.first_name} onChange={(e) => edit({ first_name: e.target.value })} />
            </FormField>
            <FormField id="transfer-last-name" label={t('plusOne.lastName')} optional optionalLabel={t('common.optional')} error={fieldError('last_name')}>
              <Input id="transfer-last-name" autoComplete="off" value={holder.last_name} onChange={(e) => edit({ last_name: e.target.value })} />
            </FormField>
          </div>
          <FormField id="transfer-email" label={t('plusOne.email')} error={fieldError('email')}>
            <Input id="transfer-email" type="email" autoComplete="off" value={holder.email} onChange={(e) => edit({ email: e.target.value })} />
          </FormField>
          {otherError && (
            <p className="text-xs text-error" role="alert">
              {otherError}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={request.isPending} data-testid="transfer-submit">
              {request.isPending && <Spinner />}
              {state.type === 'hard_transfer' && !state.requires_approval ? t('giveTicket.now') : t('giveTicket.send')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              {t('giveTicket.keep')}
            </Button>
          </div>
        </form>
      )}
    </section>
  )
}
