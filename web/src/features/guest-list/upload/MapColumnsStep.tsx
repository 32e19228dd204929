import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { customFieldsQuery } from '@/api/guest-fields'
import { withCustomFieldOptions } from './custom-field-mapping-options'
import type { GuestFieldKey } from '@usher/domain/guest-import/guest-fields'
import { ArrowLeft, FileSpreadsheet, Sparkles } from 'lucide-react'
import type { Upload } from '@/api/uploads'
import { useStartGuestImport } from '@/api/upload-mutations'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { DialogBody, DialogFooter } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { isApiError } from '@/lib/api-error'
import { DONT_IMPORT, FIELD_OPTIONS, normaliseMapping, SOURCE_LABELS, validateMapping } from './column-mapping'
import { plural } from '@/lib/counts'
import { ImportPreview } from './ImportPreview'
import { ExistingGuestChanges } from './ExistingGuestChanges'
import { InlineNotice } from './InlineNotice'
import { MappingTable } from './MappingTable'
import { failureMessageOf } from '@/components/form/field-errors'

type MapColumnsStepProps = {
  eventUuid: string
  upload: Upload
  onBack: () => void
  onStarted: (upload: Upload, mapping: GuestFieldKey[]) => void
}

export function MapColumnsStep({ eventUuid, upload, onBack, onStarted }: MapColumnsStepProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const problemId = useId()
  const [mapping, setMapping] = useState<GuestFieldKey[]>(() => normaliseMapping(upload.mapping, upload.headers.length))
  const [serverProblem, setServerProblem] = useState<string | null>(null)
  // Off: an empty cell leaves a guest already on the list as they are (a second export must not erase what was typed in).
  const [emptyCellsClear, setEmptyCellsClear] = useState(false)
  const problems = useMemo(() => validateMapping(mapping), [mapping])
  const customFields = useQuery(customFieldsQuery(eventUuid)).data
  const customLabels = useMemo(() => new Map((customFields ?? []).map((field) => [field.id, field.label])), [customFields])
  const fieldOptions = useMemo(() => withCustomFieldOptions(FIELD_OPTIONS, customFields ?? [], DONT_IMPORT), [customFields])

  useEffect(() => headingRef.current?.focus(), [])

  const mutation = useStartGuestImport(eventUuid, upload.id, {
    onSuccess: (result) => onStarted(result.data, mapping),
    onError: (error) => {
      // A lapsed sign-in is the sign-in page's to say.
      if (isApiError(error) && error.status === 401) return
      setServerProblem(failureMessageOf(error, { field: 'upload.mapping' }))
    },
  })

  const change = (column: number, field: GuestFieldKey) => {
    setServerProblem(null)
    setMapping((previous) => previous.map((current, index) => (index === column ? field : current)))
  }

  const messages = serverProblem ? [...problems.messages.filter((message) => message !== serverProblem), serverProblem] : problems.messages
  const blocked = problems.messages.length > 0
  const guests = plural(upload.total_rows, 'guest', 'guests')

  return (
    <>
      <DialogBody className="flex flex-col gap-5 pt-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft">
            <FileSpreadsheet className="size-4.5 text-primary" aria-hidden />
          </span>
          <div className="flex min-w-0 flex-1 flex-col">
            <h3 ref={headingRef} tabIndex={-1} className="truncate text-sm font-semibold outline-none" title={upload.file_name}>
              {upload.file_name}
            </h3>
            <p className="text-xs text-muted-foreground" data-testid="upload-row-count">
              {guests} in the file
            </p>
          </div>
          {upload.source && (
            <Badge tone={upload.source === 'generic' ? 'neutral' : 'success'} data-testid="upload-source">
              <Sparkles aria-hidden />
              Recognised: {SOURCE_LABELS[upload.source]}
            </Badge>
          )}
        </div>

        <section aria-labelledby={`${problemId}-mapping`} className="flex flex-col gap-2">
          <div className="flex flex-col gap-0.5">
            <h4 id={`${problemId}-mapping`} className="text-[13px] font-semibold">
              Match the columns
            </h4>
            <p className="text-xs text-muted-foreground">
              Choose the guest field each column fills, or New custom field to keep a column such as Company as a field of its own, named after the column. A
              column set to Don&apos;t import is skipped.
            </p>
          </div>
          <MappingTable
            headers={upload.headers}
            sample={upload.sample}
            mapping={mapping}
            invalidColumns={problems.columns}
            problemId={problemId}
            disabled={mutation.isPending}
            onChange={change}
            options={fieldOptions}
          />
          {messages.length > 0 && (
            <InlineNotice tone="error" role="alert" id={problemId} data-testid="mapping-problems">
              {messages.length === 1 ? (
                messages[0]
              ) : (
                <ul className="flex list-disc flex-col gap-0.5 pl-4">
                  {messages.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              )}
            </InlineNotice>
          )}
        </section>

        <section aria-labelledby={`${problemId}-preview`} className="flex flex-col gap-2">
          <div className="flex flex-col gap-0.5">
            <h4 id={`${problemId}-preview`} className="text-[13px] font-semibold">
              Preview
            </h4>
            <p className="text-xs text-muted-foreground">The first guests as they will be added.</p>
          </div>
          <ImportPreview sample={upload.sample} mapping={mapping} />
          <div className="flex items-start gap-2.5">
            <Checkbox
              id={`${problemId}-empty-cells`}
              className="mt-0.5"
              checked={emptyCellsClear}
              disabled={mutation.isPending}
              onCheckedChange={(checked) => setEmptyCellsClear(checked === true)}
              aria-describedby={`${problemId}-empty-cells-hint`}
              data-testid="empty-cells-clear"
            />
            <div className="flex flex-col gap-0.5">
              <label htmlFor={`${problemId}-empty-cells`} className="text-[13px] font-medium">
                Empty cells clear values
              </label>
              <p id={`${problemId}-empty-cells-hint`} className="text-xs text-muted-foreground">
                Off: an empty cell leaves a guest already on the list as they are. On: it erases what the guest has in that field.
              </p>
            </div>
          </div>
          <ExistingGuestChanges
            eventUuid={eventUuid}
            uploadId={upload.id}
            mapping={mapping}
            emptyCellsClear={emptyCellsClear}
            customLabels={customLabels}
            enabled={!blocked}
          />
        </section>
      </DialogBody>
      <DialogFooter className="sm:justify-between">
        <Button variant="ghost" onClick={onBack} disabled={mutation.isPending}>
          <ArrowLeft aria-hidden />
          Choose another file
        </Button>
        <Button
          onClick={() => mutation.mutate({ mapping, emptyCellsClear })}
          disabled={blocked || mutation.isPending}
          aria-describedby={blocked ? problemId : undefined}
          data-testid="start-import"
        >
          {mutation.isPending && <Spinner label="Starting the import" />}
          Import {guests}
        </Button>
      </DialogFooter>
    </>
  )
}
