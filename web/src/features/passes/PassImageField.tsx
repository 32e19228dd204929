import { useRef } from 'react'
import { ImagePlus, X } from 'lucide-react'
import { usePassImageUpload } from '@/api/pass-mutations'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'

type PassImageFieldProps = {
  id: string
  eventUuid: string
  label: string
  value: string | null
  error?: string | null
  disabled?: boolean
  onChange: (value: string | null) => void
}

/** Uploads an image (PNG, JPEG, GIF or WebP up to 5 MB) and keeps its /media address; Remove clears it. */
export function PassImageField({ id, eventUuid, label, value, error, disabled, onChange }: PassImageFieldProps) {
  const input = useRef<HTMLInputElement>(null)
  const upload = usePassImageUpload(eventUuid, (media) => onChange(media.url))
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-3">
        <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-muted">
          {value ? <img src={value} alt="" className="size-full object-contain" /> : <ImagePlus className="size-5 text-subtle-foreground" aria-hidden />}
        </div>
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="sr-only"
          disabled={disabled || upload.isPending}
          data-testid={`${id}-input`}
          onChange={(event) => {
            const file = event.target.files?.[0]
            if (file) upload.mutate(file)
            event.target.value = ''
          }}
        />
        {/* Stacked, so the field fits half a form row. */}
        <div className="flex flex-col items-start gap-1">
          <Button type="button" variant="secondary" size="sm" disabled={disabled || upload.isPending} onClick={() => input.current?.click()}>
            {upload.isPending && <Spinner label="Uploading" />}
            {value ? 'Replace' : 'Upload'}
          </Button>
          {value && (
            <Button type="button" variant="ghost" size="sm" disabled={disabled} onClick={() => onChange(null)}>
              <X aria-hidden />
              Remove
            </Button>
          )}
        </div>
      </div>
      {error && (
        <p role="alert" className="text-xs text-error">
          {error}
        </p>
      )}
    </div>
  )
}
