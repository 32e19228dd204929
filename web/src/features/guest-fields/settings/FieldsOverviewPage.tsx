import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { CUSTOM_FIELD_TYPES } from '@usher/domain/fields/custom-fields'
import { DEFAULT_FIELDS } from '@usher/domain/fields/default-fields'
import { customFieldsQuery, defaultFieldsQuery } from '@/api/guest-fields'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { PageHeader } from '@/components/layout/PageHeader'
import { useDocumentTitle } from '@/lib/page-title'

type Row = { key: string; label: string; kind: string; shown: boolean; required: boolean }

/** Every field a guest has, built-in and custom, with where to change each. */
export function FieldsOverviewPage({ eventUuid }: { eventUuid: string }) {
  useDocumentTitle('Fields')
  const custom = useQuery(customFieldsQuery(eventUuid)).data ?? []
  const defaults = useQuery(defaultFieldsQuery(eventUuid)).data
  const builtIn: Row[] = [
    { key: 'first_name', label: 'First name', kind: 'Text', shown: true, required: true },
    ...DEFAULT_FIELDS.map(({ key, label }) => ({
      key,
      label,
      kind: key === 'email' ? 'Email' : key === 'phone_number' ? 'Phone' : 'Text',
      shown: defaults?.[key].is_visible ?? true,
      required: defaults?.[key].is_required ?? false,
    })),
  ]
  const customRows: Row[] = custom.map((field) => ({
    key: field.id,
    label: field.label,
    kind: CUSTOM_FIELD_TYPES.find((type) => type.value === field.type)?.label ?? field.type,
    shown: true,
    required: field.is_required,
  }))
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Fields" description="Everything the guest forms ask and the guest list shows." />
      <FieldGroup
        title="Default fields"
        description="Built into every guest."
        rows={builtIn}
        link={
          <Link to="/events/$uuid/settings/default-fields" params={{ uuid: eventUuid }} className={buttonVariants({ variant: 'secondary' })}>
            Edit default fields
          </Link>
        }
      />
      <FieldGroup
        title="Custom fields"
        description="Your own questions, one column each in the guest list."
        rows={customRows}
        empty="No custom fields yet."
        link={
          <Link
            to="/events/$uuid/settings/custom-fields"
            params={{ uuid: eventUuid }}
            className={buttonVariants({ variant: 'secondary' })}
            data-testid="manage-custom-fields"
          >
            Manage custom fields
          </Link>
        }
      />
    </div>
  )
}

function FieldGroup({ title, description, rows, link, empty }: { title: string; description: string; rows: Row[]; link: React.ReactNode; empty?: string }) {
  return (
    <Card className="overflow-hidden">
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div>
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {link}
      </CardHeader>
      {rows.length === 0 ? (
        <p className="border-t border-border px-5 py-4 text-[13px] text-muted-foreground">{empty}</p>
      ) : (
        <ul className="divide-y divide-border border-t border-border">
          {rows.map((row) => (
            <li key={row.key} className="flex items-center gap-3 px-5 py-3 text-[13px]">
              <span className="flex-1 font-medium">{row.label}</span>
              <span className="w-32 text-muted-foreground">{row.kind}</span>
              <span className="flex w-40 justify-end gap-1.5">
                {!row.shown && <Badge>Hidden</Badge>}
                {row.required ? <Badge tone="primary">Required</Badge> : <Badge tone="outline">Optional</Badge>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
