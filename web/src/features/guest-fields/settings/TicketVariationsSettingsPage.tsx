import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { ticketWording, validateTicketVariations } from '@usher/domain/fields/ticket-variations'
import type { FieldErrors } from '@usher/domain/validation/errors'
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react'
import { ticketVariationsQuery, type TicketVariationInput, type TicketVariationType } from '@/api/guest-fields'
import { useSetTicketVariations } from '@/api/guest-field-mutations'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Button } from '@/components/ui/button'
import { Card, CardFooter } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/select'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { PageHeader } from '@/components/layout/PageHeader'
import { useDocumentTitle } from '@/lib/page-title'
import { reportSaveFailure } from '@/components/form/report-save-failure'

const TYPES = [
  { value: 'access_pass', label: 'Access pass' },
  { value: 'ticket', label: 'Ticket' },
]

/** The event's ticket variations, in order: the first one's type names tickets everywhere ('Access Pass(es)' or 'Ticket(s)'). */
export function TicketVariationsSettingsPage({ eventUuid }: { eventUuid: string }) {
  useDocumentTitle('Ticket variations')
  const saved = useQuery(ticketVariationsQuery(eventUuid))
  const [draft, setDraft] = useState<TicketVariationInput[] | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  useEffect(() => {
    if (saved.data) setDraft(saved.data.length > 0 ? saved.data : [{ name: 'General admission', type: 'access_pass', is_default: true }])
  }, [saved.data])

  const mutation = useSetTicketVariations(eventUuid, {
    onSuccess: (result) => {
      showSnackbar('Ticket variations saved.', 'success')
      setDraft(result.data)
    },
    onError: (error) => reportSaveFailure(error, { showOnFields: setErrors }),
  })

  if (!draft) {
    return (
      <div>
        <PageHeader title="Ticket variations" />
        <Skeleton className="h-24 w-full" />
      </div>
    )
  }

  const update = (index: number, patch: Partial<TicketVariationInput>) =>
    setDraft(draft.map((variation, i) => (i === index ? { ...variation, ...patch } : patch.is_default ? { ...variation, is_default: false } : variation)))
  const move = (index: number, by: -1 | 1) => {
    const next = [...draft]
    const [moved] = next.splice(index, 1)
    next.splice(index + by, 0, moved!)
    setDraft(next)
  }
  const remove = (index: number) => {
    const next = draft.filter((_, i) => i !== index)
    // The default can not disappear with its variation: the first one takes over.
    if (draft[index]?.is_default && next[0]) next[0] = { ...next[0], is_default: true }
    setDraft(next)
  }
  const save = () => {
    const variations = draft.map((variation) => ({ ...variation, name: variation.name.trim() }))
    const next = validateTicketVariations(variations, new Set((saved.data ?? []).map((variation) => variation.id)))
    setErrors(next)
    if (Object.keys(next).length === 0) mutation.mutate(variations)
  }

  return (
    <div>
      <PageHeader
        title="Ticket variations"
        description={
          <>
            Guests hold the default variation until you set another. This event calls them <strong data-testid="ticket-wording">{ticketWording(draft)}</strong>,
            after the first variation’s type.
          </>
        }
      />
      <Card className="overflow-hidden">
        <ul className="divide-y divide-border" aria-label="Ticket variations">
          {draft.map((variation, index) => {
            const nameError = errors[`ticket_variations.${index}.name`]?.[0] ?? errors[`ticket_variations.${index}.id`]?.[0]
            return (
              <li key={variation.id ?? `new-${index}`} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start" data-testid="ticket-variation-row">
                <div className="flex-1">
                  <Input
                    aria-label={`Name of variation ${index + 1}`}
                    value={variation.name}
                    aria-invalid={Boolean(nameError)}
                    onChange={(event) => update(index, { name: event.target.value })}
                  />
                  {nameError && (
                    <p role="alert" className="mt-1 text-xs text-error">
                      {nameError}
                    </p>
                  )}
                </div>
                <NativeSelect
                  className="sm:w-40"
                  aria-label={`Type of variation ${index + 1}`}
                  value={variation.type}
                  options={TYPES}
                  onChange={(event) => update(index, { type: event.target.value as TicketVariationType })}
                />
                <label className="flex h-9 items-center gap-2 text-[13px] whitespace-nowrap">
                  <input
                    type="radio"
                    name="default-variation"
                    checked={variation.is_default}
                    onChange={() => update(index, { is_default: true })}
                    className="accent-primary"
                  />
                  Default
                </label>
                <div className="flex gap-1">
                  <Button variant="ghost" size="icon" aria-label={`Move variation ${index + 1} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                    <ArrowUp aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Move variation ${index + 1} down`}
                    disabled={index === draft.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={`Remove variation ${index + 1}`} disabled={draft.length === 1} onClick={() => remove(index)}>
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </li>
            )
          })}
        </ul>
        {errors.ticket_variations && (
          <p role="alert" className="px-4 pb-3 text-xs text-error">
            {errors.ticket_variations[0]}
          </p>
        )}
        <CardFooter className="justify-between">
          <Button variant="soft" onClick={() => setDraft([...draft, { name: '', type: draft[0]?.type ?? 'access_pass', is_default: false }])}>
            <Plus aria-hidden />
            Add variation
          </Button>
          <Button onClick={save} disabled={mutation.isPending} data-testid="save-ticket-variations">
            {mutation.isPending && <Spinner label="Saving" />}
            Save
          </Button>
        </CardFooter>
      </Card>
    </div>
  )
}
