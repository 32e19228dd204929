import { useQueryClient } from '@tanstack/react-query'
import { organisationKeys, type Organisation } from '@/api/organisations'
import { useNavigate } from '@tanstack/react-router'
import { useCreateEvent } from '@/api/event-mutations'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { PageContainer } from '@/components/layout/PageContainer'
import { PageHeader } from '@/components/layout/PageHeader'
import { useDocumentTitle } from '@/lib/page-title'
import { EventForm } from './form/EventForm'
import { newEventValues } from '@/lib/event-settings/event-form-values'
import { reportSaveFailure } from '@/components/form/report-save-failure'
import { useEventForm } from './form/use-event-form'

export function CreateEventPage() {
  useDocumentTitle('Create event')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const organisationTimezone = queryClient.getQueryData<Organisation>(organisationKeys.profile())?.timezone
  const form = useEventForm({ ...newEventValues(), ...(organisationTimezone && { timezone: organisationTimezone }) }, true)

  const mutation = useCreateEvent({
    onSuccess: async (event, values) => {
      form.markSaved(values)
      showSnackbar(`${event.name} was created.`, 'success')
      await navigate({ to: '/events/$uuid/guest-management', params: { uuid: event.uuid } })
    },
    onError: (error) => reportSaveFailure(error, { showOnFields: form.setErrors, fallback: 'The event could not be saved.' }),
  })

  return (
    <PageContainer className="max-w-[1080px]">
      <PageHeader title="Create event" description="Name it, set the date and place, and choose the features you need." />
      <EventForm form={form} saving={mutation.isPending} onSubmit={() => mutation.mutate(form.values)} onCancel={() => void navigate({ to: '/' })} />
    </PageContainer>
  )
}
