import { BADGE_SIZES, type BadgeLayout } from '@usher/domain/badges/badge-layout'
import type { UsherEvent } from '@/api/events'
import { FormField } from '@/components/ui/form-field'
import { NativeSelect } from '@/components/ui/select'
import { Switch } from '@/components/ui/switch'
import { Label } from '@/components/ui/label'
import type { SchemaForm } from '@/components/form/use-schema-form'

const SHOWN: { key: 'show_ticket_variation' | 'show_host_group' | 'show_table' | 'show_qr' | 'show_logo'; label: string; hint: string }[] = [
  { key: 'show_ticket_variation', label: 'Ticket variation', hint: 'Such as VIP or Press' },
  { key: 'show_host_group', label: 'Host group', hint: 'The group that invited the guest' },
  { key: 'show_table', label: 'Table', hint: 'Where the guest is seated' },
  { key: 'show_qr', label: 'QR code', hint: "The pass's code: the door scanner reads a badge like a pass" },
  { key: 'show_logo', label: 'Logo', hint: "The pass settings' logo, in the coloured band" },
]

/** The layout's choices: the badge's size, the field under the name, and what else it prints. */
export function BadgeLayoutForm({ form, event }: { form: SchemaForm<BadgeLayout>; event: UsherEvent }) {
  const fieldOptions = [
    { value: '', label: 'Nothing' },
    ...event.custom_fields.map((field) => ({ value: `custom_fields.${field.id}`.toLowerCase(), label: field.label })),
  ]
  const secondaryError = form.error('secondary_field')
  return (
    <div className="space-y-5">
      <FormField id="badge-size" label="Size" error={form.error('size')} hint="The print dialog opens on this paper size.">
        <NativeSelect
          id="badge-size"
          value={form.values.size}
          options={BADGE_SIZES.map((size) => ({ value: size.key, label: size.label }))}
          onChange={(change) => form.set('size', change.target.value as BadgeLayout['size'])}
        />
      </FormField>
      <FormField
        id="badge-secondary-field"
        label="Under the name"
        error={secondaryError}
        hint={
          event.custom_fields.length === 0
            ? 'Add a custom field (a company, say) in the guest list to print it here.'
            : 'A guest field printed under the name, such as their company.'
        }
      >
        <NativeSelect
          id="badge-secondary-field"
          value={form.values.secondary_field ?? ''}
          options={fieldOptions}
          aria-invalid={Boolean(secondaryError)}
          onChange={(change) => form.set('secondary_field', change.target.value === '' ? null : change.target.value)}
        />
      </FormField>
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-medium">Also print</legend>
        {SHOWN.map(({ key, label, hint }) => (
          <div key={key} className="flex items-start gap-3">
            <Switch id={`badge-${key}`} checked={form.values[key]} onCheckedChange={(checked) => form.set(key, checked)} className="mt-0.5" />
            <div className="min-w-0">
              <Label htmlFor={`badge-${key}`}>{label}</Label>
              <p className="text-xs text-muted-foreground">{hint}</p>
            </div>
          </div>
        ))}
      </fieldset>
    </div>
  )
}
