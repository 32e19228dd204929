import { useEffect, useId, useRef, useState, type DragEvent } from 'react'
import { FileSpreadsheet, Upload as UploadIcon } from 'lucide-react'
import type { Upload, UploadProgress } from '@/api/uploads'
import { useUploadGuestFile } from '@/api/upload-mutations'
import { Button } from '@/components/ui/button'
import { DialogBody, DialogFooter } from '@/components/ui/dialog'
import { isApiError } from '@/lib/api-error'
import { cn } from '@/lib/cn'
import { ProgressBar } from './ProgressBar'
import { checkFile, formatBytes, uploadErrorMessage } from './upload-file'

type ChooseFileStepProps = {
  eventUuid: string
  onUploaded: (upload: Upload) => void
  onCancel: () => void
}

export function ChooseFileStep({ eventUuid, onUploaded, onCancel }: ChooseFileStepProps) {
  const inputId = useId()
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const inputRef = useRef<HTMLInputElement>(null)
  const abortRef = useRef<AbortController | null>(null)
  const [dragging, setDragging] = useState(false)
  const [file, setFile] = useState<File | null>(null)
  const [progress, setProgress] = useState<UploadProgress | null>(null)
  const [error, setError] = useState<string | null>(null)

  // Closing the dialog mid-upload stops sending the file.
  useEffect(() => () => abortRef.current?.abort(), [])

  const mutation = useUploadGuestFile(eventUuid, {
    onSuccess: onUploaded,
    onError: (failure) => {
      if (failure instanceof DOMException && failure.name === 'AbortError') return
      setError(uploadErrorMessage(failure))
      if (!isApiError(failure) || failure.status !== 401) inputRef.current?.focus()
    },
    onSettled: () => setProgress(null),
  })

  function start(chosen: File | undefined) {
    if (!chosen || mutation.isPending) return
    const problem = checkFile(chosen)
    setFile(chosen)
    setError(problem)
    if (problem) return
    setProgress({ loaded: 0, total: chosen.size })
    abortRef.current?.abort()
    const controller = new AbortController()
    abortRef.current = controller
    mutation.mutate({ file: chosen, onProgress: setProgress, signal: controller.signal })
  }

  function cancel() {
    abortRef.current?.abort()
    mutation.reset()
    setProgress(null)
    setFile(null)
    requestAnimationFrame(() => inputRef.current?.focus())
  }

  function onDrop(event: DragEvent) {
    event.preventDefault()
    setDragging(false)
    start(event.dataTransfer.files[0])
  }

  const uploading = mutation.isPending
  const percent = progress && progress.total > 0 ? (progress.loaded / progress.total) * 100 : 0
  const sent = progress !== null && progress.total > 0 && progress.loaded >= progress.total

  return (
    <>
      <DialogBody className="flex flex-col gap-3 pt-1">
        {uploading && file ? (
          <div className="flex flex-col gap-4 rounded-lg border border-border bg-canvas/60 px-5 py-6" aria-live="polite">
            <FileSummary file={file} />
            <ProgressBar
              name="Upload progress"
              value={sent ? 100 : percent}
              caption={sent ? 'Reading the file…' : `Uploading… ${Math.round(percent)}%`}
              detail={progress ? `${formatBytes(progress.loaded)} of ${formatBytes(progress.total)}` : undefined}
              data-testid="upload-progress"
            />
          </div>
        ) : (
          <div
            onDragEnter={(event) => {
              event.preventDefault()
              setDragging(true)
            }}
            onDragOver={(event) => {
              event.preventDefault()
              event.dataTransfer.dropEffect = 'copy'
            }}
            onDragLeave={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false)
            }}
            onDrop={onDrop}
            data-dragging={dragging || undefined}
            className={cn(
              'relative rounded-lg border-2 border-dashed transition-colors',
              'has-[input:focus-visible]:border-primary has-[input:focus-visible]:ring-3 has-[input:focus-visible]:ring-primary/15',
              dragging
                ? 'border-primary bg-primary-soft'
                : error
                  ? 'border-error/50 bg-error-soft/40'
                  : 'border-border-strong bg-canvas/60 hover:border-primary/60 hover:bg-primary-soft/40',
            )}
          >
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept=".csv,.xlsx"
              className="peer sr-only"
              aria-label="Choose a CSV or Excel file"
              aria-describedby={error ? `${errorId} ${hintId}` : hintId}
              aria-invalid={error ? true : undefined}
              data-testid="upload-file-input"
              onChange={(event) => {
                start(event.target.files?.[0])
                event.target.value = '' // choosing the same file again (after fixing it) fires change again
              }}
            />
            <label htmlFor={inputId} className="flex cursor-pointer flex-col items-center gap-3 px-6 py-10 text-center">
              <span className="flex size-11 items-center justify-center rounded-xl border border-border bg-background shadow-card">
                <UploadIcon className="size-5 text-primary" aria-hidden />
              </span>
              <span className="flex flex-col gap-1">
                <span className="text-sm font-medium">
                  <span className="text-primary underline-offset-4 hover:underline">Choose a CSV or Excel file</span>
                  <span className="text-muted-foreground"> or drag it here</span>
                </span>
                <span id={hintId} className="text-xs text-muted-foreground">
                  .csv or .xlsx, up to 50 MB. The first row must hold the column names.
                </span>
              </span>
            </label>
          </div>
        )}
        {error && (
          <p id={errorId} role="alert" className="-mt-1 text-xs text-error" data-testid="upload-file-error">
            {file && <span className="font-medium">{file.name}: </span>}
            {error}
          </p>
        )}
        <p className="flex items-start gap-2 text-[13px] text-muted-foreground">
          <FileSpreadsheet className="mt-px size-4 shrink-0 text-subtle-foreground" aria-hidden />
          Eventbrite, Luma, zkipster, Google Contacts and Outlook exports are recognised automatically.
        </p>
      </DialogBody>
      <DialogFooter>
        {uploading ? (
          <Button variant="secondary" onClick={cancel}>
            Cancel upload
          </Button>
        ) : (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </DialogFooter>
    </>
  )
}

function FileSummary({ file }: { file: File }) {
  return (
    <div className="flex items-center gap-3">
      <span className="flex size-9 items-center justify-center rounded-lg bg-primary-soft">
        <FileSpreadsheet className="size-4.5 text-primary" aria-hidden />
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="truncate text-sm font-medium">{file.name}</span>
        <span className="text-xs text-muted-foreground">{formatBytes(file.size)}</span>
      </span>
    </div>
  )
}
