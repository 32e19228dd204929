import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { DEFAULT_FIELDS, validateDefaultFields, type DefaultFieldKey } from '@usher/domain/fields/default-fields'
import type { FieldErrors } from '@usher/domain/validation/errors'
import { defaultFieldsQuery, type DefaultFields } from '@/api/guest-fields'
import { useSetDefaultFields } from '@/api/guest-field-mutations'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Button } from '@/components/ui/button'
import { Card, CardFooter } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { Switch } from '@/components/ui/switch'
import { PageHeader } from '@/components/layout/PageHeader'
import { useDocumentTitle } from '@/lib/page-title'
import { reportSaveFailure } from '@/components/form/report-save-failure'

/** Which built-in guest fields the add and edit guest forms and the RSVP form show, and which they require. */
export function DefaultFieldsSettingsPage({ eventUuid }: { eventUuid: string }) {
  useDocumentTitle('Default fields')
  const saved = useQuery(defaultFieldsQuery(eventUuid))
  const [draft, setDraft] = useState<DefaultFields | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  useEffect(() => {
    if (saved.data) setDraft(saved.data)
  }, [saved.data])

  const mutation = useSetDefaultFields(eventUuid, {
    onSuccess: () => showSnackbar('Default fields saved.', 'success'),
    onError: (error) => reportSaveFailure(error, { showOnFields: setErrors }),
  })

  const set = (key: DefaultFieldKey, patch: Partial<DefaultFields[DefaultFieldKey]>) => {
    if (!draft) return
    const next = { ...draft[key], ...patch }
    // Hiding a field makes it optional; requiring it shows it.
    if (patch.is_visible === false) next.is_required = false
    if (patch.is_required === true) next.is_visible = true
    setDraft({ ...draft, [key]: next })
  }

  const save = () => {
    if (!draft) return
    const next = validateDefaultFields(draft)
    setErrors(next)
    if (Object.keys(next).length === 0) mutation.mutate(draft)
  }

  const dirty = draft !== null && JSON.stringify(draft) !== JSON.stringify(saved.data)
  return (
    <div>
      <PageHeader
        title="Default fields"
        description="The built-in guest fields: shown or hidden, required or optional, in the add and edit guest forms and the RSVP form."
      />
      <Card className="overflow-hidden">
        {!draft ? (
          <div className="flex flex-col gap-3 p-5">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-5 w-2/3" />
          </div>
        ) : (
          <table className="w-full text-[13px]" aria-label="Default fields">
            <thead>
              <tr className="border-b border-border bg-canvas text-left text-xs text-muted-foreground">
                <th className="h-9 px-4 font-medium">Field</th>
                <th className="h-9 w-28 px-2.5 font-medium">Shown</th>
                <th className="h-9 w-28 px-2.5 font-medium">Required</th>
              </tr>
            </thead>
            <tbody>
              <tr className="border-b border-border">
                <td className="h-12 px-4 font-medium">
                  First name <span className="ml-1 text-xs font-normal text-muted-foreground">always shown and required</span>
                </td>
                <td className="px-2.5">
                  <Switch checked disabled aria-label="First name shown" />
                </td>
                <td className="px-2.5">
                  <Switch checked disabled aria-label="First name required" />
                </td>
              </tr>
              {DEFAULT_FIELDS.map(({ key, label }) => (
                <tr key={key} className="border-b border-border last:border-b-0" data-testid={`default-field-${key}`}>
                  <td className="h-12 px-4 font-medium">
                    {label}
                    {errors[`default_fields.${key}.is_required`] && (
                      <p role="alert" className="text-xs font-normal text-error">
                        {errors[`default_fields.${key}.is_required`]![0]}
                      </p>
                    )}
                  </td>
                  <td className="px-2.5">
                    <Switch checked={draft[key].is_visible} aria-label={`${label} shown`} onCheckedChange={(is_visible) => set(key, { is_visible })} />
                  </td>
                  <td className="px-2.5">
                    <Switch checked={draft[key].is_required} aria-label={`${label} required`} onCheckedChange={(is_required) => set(key, { is_required })} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <CardFooter className="justify-end">
          <Button variant="secondary" disabled={!dirty || mutation.isPending} onClick={() => saved.data && setDraft(saved.data)}>
            Reset
          </Button>
          <Button disabled={!dirty || mutation.isPending} onClick={save} data-testid="save-default-fields">
            {mutation.isPending && <Spinner label="Saving" />}
            Save
          </Button>
        </CardFooter>
      </Card>
    </div>
  )
}
