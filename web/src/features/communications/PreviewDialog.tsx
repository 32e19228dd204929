import { useEffect, useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Paperclip, Send } from 'lucide-react'
import { attendeeListQuery } from '@/api/attendees'
import { currentUserQuery } from '@/api/auth'
import { previewMessage } from '@/api/communications'
import { useSendTestMessage } from '@/api/communication-mutations'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { SearchInput } from '@/components/ui/search-input'
import { SegmentedControl } from '@/components/ui/segmented-control'
import { NativeSelect } from '@/components/ui/select'
import { Spinner } from '@/components/ui/spinner'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { failureMessageOf } from '@/components/form/field-errors'

type PreviewDialogProps = {
  eventUuid: string
  open: boolean
  onOpenChange: (open: boolean) => void
  subject: string
  body: string
  attachCalendar: boolean
  /** Open with the test address focused. */
  focusTest?: boolean
  /** Sending a test is for those who may send (editors); anyone who may read may preview. */
  canTest: boolean
}

const SAMPLE = ''

/**
 * The message as one guest will get it (their own merge-tag values), the
 * email and its plain-text part, and a test sent to any address. Nothing is
 * saved and the test is not tracked.
 */
export function PreviewDialog({ eventUuid, open, onOpenChange, subject, body, attachCalendar, focusTest, canTest }: PreviewDialogProps) {
  const [search, setSearch] = useState('')
  const debounced = useDebouncedValue(search.trim(), 250)
  const [attendeeId, setAttendeeId] = useState(SAMPLE)
  // The guest previewed stays in the list while another search shows other guests.
  const [chosenLabel, setChosenLabel] = useState('')
  const [view, setView] = useState<'email' | 'text'>('email')
  const [to, setTo] = useState('')
  const [toError, setToError] = useState<string | null>(null)
  const user = useQuery({ ...currentUserQuery(), enabled: open && canTest })
  const guests = useQuery({ ...attendeeListQuery(eventUuid, { page: 1, per_page: 20, search: debounced, filter: 'all' }), enabled: open })
  const input = { subject, body, attendee_id: attendeeId || null, attach_calendar: attachCalendar }
  const preview = useQuery({
    queryKey: ['communications', eventUuid, 'preview', input],
    queryFn: ({ signal }) => previewMessage(eventUuid, input, signal),
    enabled: open,
    staleTime: 30_000,
  })
  const test = useSendTestMessage(eventUuid, {
    onSuccess: (result) => {
      setToError(null)
      showSnackbar(
        result.accepted ? `Test sent to ${result.to}.` : `The mail server did not take the test: ${result.response}`,
        result.accepted ? 'success' : 'error',
      )
    },
    onError: (failure) => {
      setToError(failureMessageOf(failure, { field: 'to' }))
    },
  })

  useEffect(() => {
    if (open && !to && user.data?.email) setTo(user.data.email)
  }, [open, to, user.data?.email])

  const sendTest = (event: FormEvent) => {
    event.preventDefault()
    if (!to.trim()) return setToError('Enter the address to send the test to.')
    test.mutate({ ...input, to: to.trim() })
  }

  const found = (guests.data?.data ?? []).map((guest) => ({
    value: guest.id,
    label: `${`${guest.first_name} ${guest.last_name}`.trim() || 'Unnamed guest'}${guest.email ? ` (${guest.email})` : ''}`,
  }))
  const guestOptions = attendeeId && !found.some((option) => option.value === attendeeId) ? [{ value: attendeeId, label: chosenLabel }, ...found] : found
  const previewError = preview.error && failureMessageOf(preview.error)

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>{canTest ? 'Preview and test' : 'Preview'}</DialogTitle>
          <DialogDescription>
            {canTest ? 'See the message as a guest will get it, and send yourself a test.' : 'See the message as a guest will get it.'}
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-4">
          <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] sm:items-end">
            <FormField id="preview-guest" label="Preview as">
              <NativeSelect
                id="preview-guest"
                value={attendeeId}
                placeholder="Sample guest (example values)"
                options={guestOptions}
                onChange={(event) => {
                  setAttendeeId(event.target.value)
                  setChosenLabel(event.target.selectedOptions[0]?.text ?? '')
                }}
                data-testid="preview-guest"
              />
            </FormField>
            <SearchInput placeholder="Find a guest to preview as" aria-label="Find a guest to preview as" value={search} onValueChange={setSearch} />
          </div>

          <section aria-label="Preview" className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="min-w-0 text-[13px]">
                <span className="text-muted-foreground">Subject: </span>
                <span className="font-medium" data-testid="preview-subject">
                  {preview.data?.subject || (preview.isPending ? '…' : '(no subject)')}
                </span>
              </p>
              <SegmentedControl
                label="Show"
                value={view}
                onValueChange={setView}
                options={[
                  { value: 'email', label: 'Email' },
                  { value: 'text', label: 'Plain text' },
                ]}
              />
            </div>
            {preview.data && preview.data.attachments.length > 0 && (
              <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <Paperclip className="size-3.5" aria-hidden />
                {preview.data.attachments.map((attachment) => attachment.filename).join(', ')}
              </p>
            )}
            {previewError ? (
              <p role="alert" className="rounded-md bg-error-soft px-3 py-2 text-[13px] text-error">
                {previewError}
              </p>
            ) : !preview.data ? (
              <div className="flex h-[50vh] items-center justify-center rounded-md border border-border">
                <Spinner label="Writing the preview" />
              </div>
            ) : view === 'email' ? (
              // sandbox with no permission: the message's HTML runs nothing and reaches nothing of the dashboard.
              <iframe
                title="Email preview"
                sandbox=""
                srcDoc={preview.data.html}
                className="h-[50vh] w-full rounded-md border border-border bg-white"
                data-testid="preview-frame"
              />
            ) : (
              <pre
                className="h-[50vh] overflow-auto rounded-md border border-border bg-background p-4 font-sans text-[13px] whitespace-pre-wrap"
                data-testid="preview-text"
              >
                {preview.data.text}
              </pre>
            )}
          </section>

          {canTest && (
            <form onSubmit={sendTest} noValidate className="flex flex-col gap-2 border-t border-border pt-4 sm:flex-row sm:items-start">
              <FormField
                id="test-to"
                label="Send a test to"
                error={toError}
                className="flex-1"
                hint="Merge tags are filled in as for the guest previewed above. Tests are not counted."
              >
                <Input
                  id="test-to"
                  type="email"
                  autoComplete="email"
                  autoFocus={focusTest}
                  value={to}
                  onChange={(event) => setTo(event.target.value)}
                  aria-invalid={Boolean(toError)}
                  data-testid="test-to"
                />
              </FormField>
              <Button type="submit" variant="secondary" className="sm:mt-[21px]" disabled={test.isPending} data-testid="send-test">
                {test.isPending ? <Spinner /> : <Send aria-hidden />}
                Send test
              </Button>
            </form>
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  )
}
