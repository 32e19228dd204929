import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Paperclip } from 'lucide-react'
import { invitationPreview } from '@/api/invitations'
import { SegmentedControl } from '@/components/ui/segmented-control'
import { Spinner } from '@/components/ui/spinner'

type Props = { eventUuid: string; attendeeId: string }

/**
 * The invitation as the first selected guest will get it: who it comes from,
 * its subject, and the email (or its plain text), written by the server as the
 * mail will be. The HTML sits in a frame that runs nothing: it is the email,
 * not part of the dashboard.
 */
export function InvitationPreview({ eventUuid, attendeeId }: Props) {
  const [view, setView] = useState<'email' | 'text'>('email')
  const preview = useQuery({
    queryKey: ['events', eventUuid, 'invitation-preview', attendeeId] as const,
    queryFn: ({ signal }) => invitationPreview(eventUuid, attendeeId, signal),
    staleTime: 30_000,
    retry: false,
  })
  if (preview.isError) {
    return (
      <p role="alert" className="rounded-md bg-error-soft px-3 py-2 text-[13px] text-error">
        {preview.error.message}
      </p>
    )
  }
  if (!preview.data) {
    return (
      <div className="flex h-40 items-center justify-center rounded-md border border-border">
        <Spinner label="Writing the preview" />
      </div>
    )
  }
  const { data } = preview
  return (
    <section aria-label="Invitation preview" className="flex flex-col gap-2" data-testid="invitation-preview">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-[13px]">
        <dt className="text-muted-foreground">From</dt>
        <dd className="truncate" data-testid="invitation-preview-from">
          {data.from_name}
        </dd>
        <dt className="text-muted-foreground">To</dt>
        <dd className="truncate">{data.to}</dd>
        <dt className="text-muted-foreground">Subject</dt>
        <dd className="font-medium break-words" data-testid="invitation-preview-subject">
          {data.subject}
        </dd>
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {data.attachments.length > 0 ? (
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <Paperclip className="size-3.5" aria-hidden />
            {data.attachments.map((attachment) => attachment.filename).join(', ')}
          </p>
        ) : (
          <span />
        )}
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
      {view === 'email' ? (
        // sandbox with no permission: the invitation's HTML runs nothing and reaches nothing of the dashboard.
        <iframe
          title="The invitation as the guest receives it"
          sandbox=""
          srcDoc={data.html}
          className="h-[45vh] w-full rounded-md border border-border bg-white"
          data-testid="invitation-preview-frame"
        />
      ) : (
        <pre
          className="h-[45vh] overflow-auto rounded-md border border-border bg-background p-4 font-sans text-[13px] whitespace-pre-wrap"
          data-testid="invitation-preview-text"
        >
          {data.text}
        </pre>
      )}
    </section>
  )
}
