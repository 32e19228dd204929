import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { CUSTOM_FIELD_TYPES } from '@usher/domain/fields/custom-fields'
import { ListPlus, Pencil, Plus, Trash2 } from 'lucide-react'
import { customFieldsQuery, type CustomField } from '@/api/guest-fields'
import { useDeleteCustomField } from '@/api/guest-field-mutations'
import { isConfirmed, useConfirm } from '@/components/feedback/confirm-context'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { QueryView } from '@/components/query-view'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { PageHeader } from '@/components/layout/PageHeader'
import { useDocumentTitle } from '@/lib/page-title'
import { CustomFieldDialog } from './CustomFieldDialog'

const typeLabel = (type: string) => CUSTOM_FIELD_TYPES.find((option) => option.value === type)?.label ?? type

/** The event's custom fields: what the guest forms ask beyond the built-in fields, and the guest table's extra columns. */
export function CustomFieldsSettingsPage({ eventUuid }: { eventUuid: string }) {
  useDocumentTitle('Custom fields')
  const confirm = useConfirm()
  const fields = useQuery(customFieldsQuery(eventUuid))
  const [editing, setEditing] = useState<CustomField | 'new' | null>(null)

  const remove = useDeleteCustomField(eventUuid, {
    onSuccess: (_result, field) => showSnackbar(`${field.label} was deleted.`, 'success'),
    onError: (error) => showSnackbar(error.message, 'error'),
  })

  async function confirmDelete(field: CustomField) {
    const outcome = await confirm({
      message: `Delete the field ${field.label}? Its column leaves the guest list and the values guests hold for it are no longer shown.`,
      confirmLabel: 'Delete field',
      tone: 'danger',
    })
    if (isConfirmed(outcome)) remove.mutate(field)
  }

  return (
    <div>
      <PageHeader
        title="Custom fields"
        description="Questions of your own for every guest: they show in the add and edit guest forms and as columns of the guest list."
        actions={
          <Button onClick={() => setEditing('new')} data-testid="add-custom-field">
            <Plus aria-hidden />
            Add field
          </Button>
        }
      />
      <Card className="overflow-hidden">
        <QueryView
          query={fields}
          pendingLabel="Loading custom fields"
          pendingClassName="flex flex-col gap-3 p-5"
          pending={
            <>
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-5 w-2/3" />
            </>
          }
          empty={
            <EmptyState icon={ListPlus} title="No custom fields yet" description="Add a field to ask guests for a meal choice, a company, an arrival date…" />
          }
        >
          {(list) => (
            <table className="w-full text-[13px]" aria-label="Custom fields">
              <thead>
                <tr className="border-b border-border bg-canvas text-left text-xs text-muted-foreground">
                  <th className="h-9 px-4 font-medium">Label</th>
                  <th className="h-9 px-2.5 font-medium">Type</th>
                  <th className="hidden h-9 px-2.5 font-medium sm:table-cell">Options</th>
                  <th className="h-9 px-2.5 font-medium">Required</th>
                  <th className="h-9 px-4 text-right font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((field) => (
                  <tr key={field.id} className="border-b border-border last:border-b-0" data-testid="custom-field-row">
                    <td className="h-12 px-4 font-medium">{field.label}</td>
                    <td className="px-2.5 text-muted-foreground">{typeLabel(field.type)}</td>
                    <td className="hidden max-w-[280px] truncate px-2.5 text-muted-foreground sm:table-cell" title={field.options.join(', ')}>
                      {field.options.length > 0 ? field.options.join(', ') : '—'}
                    </td>
                    <td className="px-2.5">
                      {field.is_required ? <Badge tone="primary">Required</Badge> : <span className="text-muted-foreground">Optional</span>}
                    </td>
                    <td className="px-4 text-right whitespace-nowrap">
                      <Button variant="ghost" size="icon-sm" aria-label={`Edit ${field.label}`} onClick={() => setEditing(field)}>
                        <Pencil aria-hidden />
                      </Button>
                      <Button variant="ghost" size="icon-sm" aria-label={`Delete ${field.label}`} onClick={() => void confirmDelete(field)}>
                        <Trash2 aria-hidden />
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </QueryView>
      </Card>
      <CustomFieldDialog eventUuid={eventUuid} field={editing === 'new' ? null : editing} open={editing !== null} onClose={() => setEditing(null)} />
    </div>
  )
}
