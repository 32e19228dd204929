import { useState } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { eventQuery, type UsherEvent } from '@/api/events'
import { useSavePassSettings } from '@/api/pass-mutations'
import { showSnackbar, showValidationNotice } from '@/components/feedback/snackbar-store'
import { SegmentedControl } from '@/components/ui/segmented-control'
import { EventFormActions } from '@/components/event-form/EventFormActions'
import { reportSaveFailure } from '@/components/form/report-save-failure'
import { useDocumentTitle } from '@/lib/page-title'
import { PassCard } from './PassCard'
import { PassSettingsSections } from './PassSettingsSections'
import { PREVIEW_QR_VALUE, previewPass } from './pass-preview'
import { passFormValuesOf, usePassSettingsForm } from './use-pass-settings-form'
import { useAbility } from '@/lib/use-ability'

/** Event builder → Pass: how the event's passes look and what they say, with a live preview. */
export function PassSettingsPage({ uuid }: { uuid: string }) {
  const { data: event } = useSuspenseQuery(eventQuery(uuid))
  useDocumentTitle(`Pass · ${event.name}`)
  const readOnly = !useAbility(event, 'update')
  return (
    <div className="space-y-4">
      {readOnly && (
        <p role="note" className="rounded-md border border-border bg-muted/40 px-4 py-3 text-sm text-muted-foreground">
          Your role on this event is {event.role === 'viewer' ? 'Viewer' : 'read-only'}: you can see its pass settings but not change them.
        </p>
      )}
      {/* Keyed by event so loading another event starts from a clean form. */}
      <PassSettingsForm key={event.uuid} event={event} readOnly={readOnly} />
    </div>
  )
}

function PassSettingsForm({ event, readOnly }: { event: UsherEvent; readOnly: boolean }) {
  const form = usePassSettingsForm(event)
  const [previewState, setPreviewState] = useState<'before' | 'after'>('before')

  const save = useSavePassSettings(event.uuid, {
    onSuccess: (saved) => {
      form.markSaved(saved ? passFormValuesOf(saved) : form.values)
      showSnackbar('Pass settings saved.', 'success')
    },
    onError: (error) => reportSaveFailure(error, { showOnFields: form.setErrors, fallback: 'The event could not be saved.' }),
  })

  const preview = previewPass(event, form.values.pass_settings, form.values.event_data, previewState === 'after')

  return (
    <form
      noValidate
      onSubmit={(submitted) => {
        submitted.preventDefault()
        if (readOnly) return
        const errors = form.validate()
        if (Object.keys(errors).length > 0) {
          showValidationNotice(errors)
          return
        }
        save.mutate({ passSettings: form.passDirty ? form.values.pass_settings : undefined, eventData: form.dataDirty ? form.values.event_data : undefined })
      }}
    >
      <div className="grid gap-8 xl:grid-cols-[1fr_400px]">
        <fieldset disabled={readOnly} className="contents">
          <div>
            <PassSettingsSections form={form} event={event} readOnly={readOnly} />
          </div>
        </fieldset>
        <aside className="order-first xl:sticky xl:top-4 xl:order-none xl:self-start" aria-label="Pass preview">
          <div className="mb-3 flex items-center justify-between gap-3">
            <h2 className="text-sm font-semibold">Preview</h2>
            <SegmentedControl
              label="Preview state"
              value={previewState}
              onValueChange={setPreviewState}
              options={[
                { value: 'before', label: 'Before check-in' },
                { value: 'after', label: 'Checked in' },
              ]}
            />
          </div>
          <div
            className="rounded-[28px] border border-border bg-canvas p-3"
            data-testid="pass-preview"
            style={{ backgroundColor: form.values.pass_settings.invite.background_color }}
          >
            <div className="mx-auto max-w-[360px]">
              <PassCard pass={preview} qrValue={PREVIEW_QR_VALUE} />
            </div>
          </div>
          <p className="mt-2 text-xs text-muted-foreground">A sample guest, with the settings as they are on screen (saved or not).</p>
        </aside>
      </div>
      {!readOnly && <EventFormActions isNew={false} dirty={form.dirty} saving={save.isPending} onReset={form.reset} />}
    </form>
  )
}
