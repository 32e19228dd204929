import { useQuery } from '@tanstack/react-query'
import { CircleAlert } from 'lucide-react'
import { previewMessage } from '@/api/communications'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { cn } from '@/lib/cn'

type Props = { eventUuid: string; subject: string; body: string; className?: string }

/**
 * The message as a guest would receive it, rendered by the server with sample
 * values (Ada Lovelace at the Spring Gala). The HTML sits in a sandboxed frame
 * that runs no script: it is the email, not part of the page.
 */
export function TemplatePreview({ eventUuid, subject, body, className }: Props) {
  const content = useDebouncedValue({ subject, body }, 400)
  const preview = useQuery({
    queryKey: ['events', eventUuid, 'template-preview', content] as const,
    queryFn: ({ signal }) => previewMessage(eventUuid, { ...content, attendee_id: null, attach_calendar: false }, signal),
    placeholderData: (previous) => previous,
    staleTime: Infinity,
    retry: false,
  })

  return (
    <section
      aria-label="Preview with sample values"
      className={cn('flex min-h-0 flex-col overflow-hidden rounded-lg border border-border bg-canvas', className)}
      data-testid="template-preview"
    >
      <div className="flex items-center justify-between gap-3 border-b border-border bg-background px-4 py-2.5">
        <div className="min-w-0">
          <p className="text-[11px] font-medium tracking-wide text-muted-foreground uppercase">Preview with sample values</p>
          <p className="truncate text-[13px] font-semibold" data-testid="template-preview-subject">
            {preview.data?.subject || <span className="font-normal text-subtle-foreground">No subject</span>}
          </p>
        </div>
        {preview.isFetching && <Spinner label="Updating the preview" className="size-3.5 text-subtle-foreground" />}
      </div>
      {preview.isError && !preview.data ? (
        <p role="alert" className="flex items-start gap-2 p-4 text-[13px] text-error">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {preview.error.message}
        </p>
      ) : preview.data ? (
        <iframe
          title="The message as a guest receives it"
          sandbox=""
          srcDoc={preview.data.html}
          className="min-h-80 w-full flex-1 bg-white"
          data-testid="template-preview-frame"
        />
      ) : (
        <div className="flex flex-col gap-3 p-6">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      )}
      {preview.isError && preview.data && (
        <p role="alert" className="border-t border-border bg-background px-4 py-2 text-xs text-error">
          {preview.error.message}
        </p>
      )}
    </section>
  )
}
