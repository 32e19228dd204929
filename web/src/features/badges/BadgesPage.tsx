import { useSuspenseQuery, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { validateBadgeLayout, type BadgeLayout } from '@usher/domain/badges/badge-layout'
import { eventQuery, type UsherEvent } from '@/api/events'
import { badgeLayoutQuery, useSaveBadgeLayout } from '@/api/badges'
import { QueryView } from '@/components/query-view'
import { Form } from '@/components/form/Form'
import { rulesSchema } from '@/components/form/rules-schema'
import { useSchemaForm } from '@/components/form/use-schema-form'
import { EventFormActions } from '@/components/event-form/EventFormActions'
import { useDocumentTitle } from '@/lib/page-title'
import { useAbility } from '@/lib/use-ability'
import { BadgeLayoutForm } from './BadgeLayoutForm'
import { BadgePreview } from './BadgePreview'
import { sampleBadge } from './sample-badge'

/** Event builder → Badges: the printed name badge's layout, with a live preview. */
export function BadgesPage({ uuid }: { uuid: string }) {
  const { data: event } = useSuspenseQuery(eventQuery(uuid))
  useDocumentTitle(`Badges · ${event.name}`)
  const layout = useQuery(badgeLayoutQuery(uuid))
  const readOnly = !useAbility(event, 'update')
  return (
    <div className="space-y-4">
      {readOnly && (
        <p role="note" className="rounded-md border border-border bg-muted/40 px-4 py-3 text-sm text-muted-foreground">
          Your role on this event is {event.role === 'viewer' ? 'Viewer' : 'read-only'}: you can see its badge layout but not change it.
        </p>
      )}
      <QueryView query={layout} pendingLabel="Loading the badge layout">
        {(saved) => <BadgeLayoutEditor key={event.uuid} event={event} saved={saved} readOnly={readOnly} />}
      </QueryView>
    </div>
  )
}

function BadgeLayoutEditor({ event, saved, readOnly }: { event: UsherEvent; saved: BadgeLayout; readOnly: boolean }) {
  const save = useSaveBadgeLayout(event.uuid)
  const fieldIds = new Set(event.custom_fields.map((field) => field.id.toLowerCase()))
  const form = useSchemaForm({
    schema: rulesSchema<BadgeLayout>((values) => validateBadgeLayout(values, fieldIds)),
    initial: saved,
    onSubmit: (values) => save.mutateAsync(values),
  })
  const dirty = (Object.keys(saved) as (keyof BadgeLayout)[]).some((key) => saved[key] !== form.values[key])
  const access = event.pass_settings.access
  const look = { band_color: access.background_color, band_text_color: access.text_color, logo_src: access.logo_image }
  return (
    <Form form={form} aria-label="Badge layout">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <fieldset disabled={readOnly} className="min-w-0 space-y-6">
          <BadgeLayoutForm form={form} event={event} />
          <div className="rounded-md border border-border bg-muted/40 px-4 py-3 text-sm text-muted-foreground">
            <p>
              Print badges from the{' '}
              <Link to="/events/$uuid/guest-management" params={{ uuid: event.uuid }} className="font-medium text-primary underline-offset-2 hover:underline">
                guest list
              </Link>{' '}
              (one guest&rsquo;s row, or the guests you select), or at the door as each guest is checked in: turn on &lsquo;Print badge on check-in&rsquo; in
              the door scanner of the device with the printer.
            </p>
            <p className="mt-2">Colours and logo come from the pass settings.</p>
          </div>
        </fieldset>
        <aside className="order-first min-w-0 lg:sticky lg:top-4 lg:order-none lg:self-start" aria-label="Badge preview">
          <h2 className="mb-3 text-sm font-semibold">Preview</h2>
          <div className="rounded-xl border border-border bg-canvas p-4 sm:p-6">
            <BadgePreview layout={form.values} look={look} sample={sampleBadge(event, form.values.secondary_field)} />
          </div>
          <p className="mt-2 text-xs text-muted-foreground">
            A sample guest, with the layout as it is on screen (saved or not).
            {form.values.size === 'avery_5392' && ' Six badges print on each US Letter sheet.'}
          </p>
        </aside>
      </div>
      {!readOnly && <EventFormActions isNew={false} dirty={dirty} saving={form.submitting} onReset={() => form.setValues(saved)} />}
    </Form>
  )
}
