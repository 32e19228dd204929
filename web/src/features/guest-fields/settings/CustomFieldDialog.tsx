import { useEffect } from 'react'
import { CUSTOM_FIELD_TYPES, isChoiceType, validateCustomField, type CustomFieldType } from '@usher/domain/fields/custom-fields'
import type { CustomField, CustomFieldInput } from '@/api/guest-fields'
import { useSaveCustomField } from '@/api/guest-field-mutations'
import { showSnackbar, showValidationNotice } from '@/components/feedback/snackbar-store'
import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/select'
import { Spinner } from '@/components/ui/spinner'
import { Switch } from '@/components/ui/switch'
import { Form } from '@/components/form/Form'
import { rulesSchema } from '@/components/form/rules-schema'
import { useSchemaForm } from '@/components/form/use-schema-form'
import { OptionsEditor } from './OptionsEditor'

type CustomFieldDialogProps = { eventUuid: string; field: CustomField | null; open: boolean; onClose: () => void }

const blank = (): CustomFieldInput => ({ label: '', type: 'text', options: [''], is_required: false })
/** What is sent: the label trimmed, and options only for the choice types, without empty lines. */
const toSend = (draft: CustomFieldInput): CustomFieldInput => ({
  ...draft,
  label: draft.label.trim(),
  options: isChoiceType(draft.type) ? draft.options.map((o) => o.trim()).filter(Boolean) : [],
})

// The same rules as the server, without the uniqueness it alone can see.
const customFieldSchema = rulesSchema<CustomFieldInput>((draft) => validateCustomField(toSend(draft), []))

const draftOf = (field: CustomField | null): CustomFieldInput =>
  field ? { label: field.label, type: field.type, options: field.options.length > 0 ? field.options : [''], is_required: field.is_required } : blank()

/** Create or edit a custom field: label, type, options for the choice types, and whether guests must answer. */
export function CustomFieldDialog({ eventUuid, field, open, onClose }: CustomFieldDialogProps) {
  const mutation = useSaveCustomField(eventUuid, field, {
    onSuccess: (result) => {
      showSnackbar(field ? `${result.data.label} was saved.` : `${result.data.label} was added.`, 'success')
      onClose()
    },
  })
  const form = useSchemaForm({
    schema: customFieldSchema,
    initial: draftOf(field),
    onSubmit: (draft) => mutation.mutateAsync(toSend(draft)),
    onServerInvalid: showValidationNotice,
  })
  const { values: draft, errors, setValues: setDraft, setErrors } = form

  useEffect(() => {
    if (!open) return
    setDraft(draftOf(field))
    setErrors({})
  }, [open, field, setDraft, setErrors])

  const choice = isChoiceType(draft.type)
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-[520px]">
        <Form form={form} className="flex min-h-0 flex-col" data-testid="custom-field-dialog">
          <DialogHeader>
            <DialogTitle>{field ? 'Edit custom field' : 'Add custom field'}</DialogTitle>
            <DialogDescription>Guests answer it in the add and edit guest forms; the guest list shows it as a column.</DialogDescription>
          </DialogHeader>
          <DialogBody className="flex flex-col gap-4">
            <FormField id="custom-field-label" label="Label" error={errors.label?.[0] ?? null}>
              <Input
                id="custom-field-label"
                value={draft.label}
                autoFocus
                aria-invalid={Boolean(errors.label)}
                onChange={(event) => setDraft({ ...draft, label: event.target.value })}
              />
            </FormField>
            <FormField
              id="custom-field-type"
              label="Type"
              error={errors.type?.[0] ?? null}
              hint={field ? 'The type can not change once the field exists: guests’ answers were given for it.' : undefined}
            >
              <NativeSelect
                id="custom-field-type"
                value={draft.type}
                disabled={field !== null}
                options={CUSTOM_FIELD_TYPES}
                onChange={(event) => setDraft({ ...draft, type: event.target.value as CustomFieldType })}
              />
            </FormField>
            {choice && <OptionsEditor options={draft.options} errors={errors} onChange={(options) => setDraft({ ...draft, options })} />}
            <label className="flex items-center justify-between gap-4 rounded-lg border border-border p-3">
              <span>
                <span className="block text-[13px] font-medium">Required</span>
                <span className="block text-xs text-muted-foreground">
                  {draft.type === 'checkbox' ? 'Guests must tick it.' : 'Guests can not be added without an answer.'}
                </span>
              </span>
              <Switch aria-label="Required" checked={draft.is_required} onCheckedChange={(is_required) => setDraft({ ...draft, is_required })} />
            </label>
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={mutation.isPending} data-testid="custom-field-submit">
              {mutation.isPending && <Spinner label="Saving" />}
              {field ? 'Save field' : 'Add field'}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
