import { useEffect, useId, useRef } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { GuestFieldKey } from '@usher/domain/guest-import/guest-fields'
import { Download, RotateCcw } from 'lucide-react'
import { rejectedRowsUrl, uploadQuery, type Upload, type UploadStatus } from '@/api/uploads'
import { useStartGuestImport } from '@/api/upload-mutations'
import { Button } from '@/components/ui/button'
import { DialogBody, DialogFooter } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { isApiError } from '@/lib/api-error'
import { formatCount, plural } from '@/lib/counts'
import { InlineNotice } from './InlineNotice'
import { ProgressBar } from './ProgressBar'
import { RowErrorsTable } from './RowErrorsTable'

const POLL_MS = 500

type ImportStepProps = {
  eventUuid: string
  upload: Upload
  mapping: GuestFieldKey[]
  onStatusChange: (status: UploadStatus) => void
  onDone: () => void
  onClose: () => void
}

export function ImportStep({ eventUuid, upload, mapping, onStatusChange, onDone, onClose }: ImportStepProps) {
  const headingId = useId()
  const resultRef = useRef<HTMLHeadingElement>(null)
  const doneRef = useRef<HTMLButtonElement>(null)

  const query = useQuery({
    ...uploadQuery(eventUuid, upload.id),
    initialData: upload,
    refetchInterval: (current) => (current.state.data?.status === 'importing' ? POLL_MS : false),
    refetchIntervalInBackground: true,
  })
  const current = query.data
  const status = current.status

  const retry = useStartGuestImport(eventUuid, upload.id)

  useEffect(() => onStatusChange(status), [status, onStatusChange])

  // The result replaces the progress bar: read it out, and put the keyboard on the next action.
  useEffect(() => {
    if (status === 'done') (current.errors.length > 0 ? resultRef.current : doneRef.current)?.focus()
    else if (status === 'failed') resultRef.current?.focus()
    // Only when the status changes, not on every poll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status])

  const total = Math.max(current.total_rows, 0)
  const processed = Math.min(current.processed, total)
  const percent = total > 0 ? (processed / total) * 100 : 0
  const retryError = retry.error && (!isApiError(retry.error) || retry.error.status !== 401) ? retry.error.message : null

  return (
    <>
      <DialogBody className="flex flex-col gap-4 pt-1">
        {status === 'importing' || status === 'mapping' ? (
          <div className="flex flex-col gap-3 rounded-lg border border-border bg-canvas/60 px-5 py-6">
            <ProgressBar
              name="Import progress"
              value={percent}
              caption={`Importing… ${formatCount(processed)} of ${formatCount(total)}`}
              detail={`${Math.round(percent)}%`}
              valueText={`${formatCount(processed)} of ${formatCount(total)} rows`}
              data-testid="import-progress"
            />
            <p className="text-xs text-muted-foreground">Guests are added in batches of 1,000. You can close this window: the import keeps running.</p>
            {query.isError && (
              <p role="status" className="text-xs text-warning">
                Lost contact with the server. Still trying…
              </p>
            )}
          </div>
        ) : status === 'done' ? (
          <>
            <InlineNotice tone={summaryTone(current)} data-testid="import-summary">
              <h3 ref={resultRef} tabIndex={-1} className="font-medium outline-none">
                {current.created + current.updated > 0 || current.failed === 0 ? 'Import finished' : 'No guests were imported'}
              </h3>
              <p className="text-foreground/80">{summary(current)}</p>
            </InlineNotice>
            {current.errors.length > 0 && (
              <section className="flex flex-col gap-2">
                <div className="flex flex-col gap-0.5">
                  <h4 id={headingId} className="text-[13px] font-semibold">
                    Rows with problems
                  </h4>
                  <p className="text-xs text-muted-foreground">
                    These rows were not imported. Fix them in your file and upload it again: guests already on the list are matched by email and updated, not
                    added twice.
                  </p>
                </div>
                <RowErrorsTable errors={current.errors} total={current.errors_total} captionId={headingId} />
                {/* Every rejected row, not only the first shown: the file's own columns and one saying why, ready to fix and upload again. */}
                <a
                  href={rejectedRowsUrl(eventUuid, upload.id)}
                  download
                  className="inline-flex w-fit items-center gap-1.5 rounded-md text-[13px] font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  data-testid="download-rejected-rows"
                >
                  <Download aria-hidden className="size-4" />
                  Download the {plural(current.failed, 'rejected row', 'rejected rows')} (CSV)
                </a>
              </section>
            )}
          </>
        ) : (
          <InlineNotice tone="error" data-testid="import-failed">
            <h3 ref={resultRef} tabIndex={-1} className="font-medium outline-none">
              The import stopped
            </h3>
            <p className="text-foreground/80">
              {current.failure || 'Something went wrong on our side.'}{' '}
              {processed > 0
                ? `${formatCount(processed)} of ${formatCount(total)} rows were imported; Retry continues from there.`
                : 'No guests were imported yet. Retry to start again.'}
            </p>
            {retryError && (
              <p role="alert" className="mt-1 font-medium text-error">
                {retryError}
              </p>
            )}
          </InlineNotice>
        )}
      </DialogBody>
      <DialogFooter>
        {status === 'done' ? (
          <Button ref={doneRef} onClick={onDone} data-testid="import-done">
            Done
          </Button>
        ) : status === 'failed' ? (
          <>
            <Button variant="secondary" onClick={onClose} disabled={retry.isPending}>
              Close
            </Button>
            <Button
              onClick={() => retry.mutate({ mapping, emptyCellsClear: upload.empty_cells_clear ?? false })}
              disabled={retry.isPending}
              data-testid="import-retry"
            >
              {retry.isPending ? <Spinner label="Retrying" /> : <RotateCcw aria-hidden />}
              Retry
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        )}
      </DialogFooter>
    </>
  )
}

function summaryTone(upload: Upload): 'success' | 'warning' | 'error' {
  if (upload.failed === 0) return 'success'
  return upload.created + upload.updated > 0 ? 'warning' : 'error'
}

/** '1,180 added, 20 updated, 4 rows with problems.' */
function summary(upload: Upload): string {
  const parts = [`${formatCount(upload.created)} added`, `${formatCount(upload.updated)} updated`]
  if (upload.failed > 0) parts.push(`${plural(upload.failed, 'row', 'rows')} with problems`)
  return `${parts.join(', ')}.`
}
