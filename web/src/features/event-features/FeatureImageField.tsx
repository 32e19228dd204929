import { useRef } from 'react'
import { ImagePlus, X } from 'lucide-react'
import { useFeatureImageUpload } from '@/api/feature-mutations'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'

type FeatureImageFieldProps = {
  mediaId: string | null
  disabled: boolean
  error?: string | null
  onChange: (mediaId: string | null) => void
}

/** A feature's image (a venue map, a menu card): uploaded to the organisation's media library. */
export function FeatureImageField({ mediaId, disabled, error, onChange }: FeatureImageFieldProps) {
  const input = useRef<HTMLInputElement>(null)
  const upload = useFeatureImageUpload((media) => onChange(media.id))
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor="feature-image">Image</Label>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex h-24 w-36 shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-muted">
          {mediaId ? (
            <img src={`/media/${mediaId}?thumbnail=1`} alt="" className="size-full object-contain" />
          ) : (
            <ImagePlus className="size-5 text-subtle-foreground" aria-hidden />
          )}
        </div>
        <input
          ref={input}
          id="feature-image"
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="sr-only"
          disabled={disabled || upload.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0]
            if (file) upload.mutate(file)
            event.target.value = ''
          }}
        />
        <div className="flex flex-col items-start gap-1">
          <Button type="button" variant="secondary" size="sm" disabled={disabled || upload.isPending} onClick={() => input.current?.click()}>
            {upload.isPending && <Spinner label="Uploading" />}
            {mediaId ? 'Replace' : 'Upload'}
          </Button>
          {mediaId && (
            <Button type="button" variant="ghost" size="sm" disabled={disabled} onClick={() => onChange(null)}>
              <X aria-hidden />
              Remove
            </Button>
          )}
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-xs text-error">
          {error}
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">PNG, JPEG, GIF or WebP, up to 5 MB.</p>
      )}
    </div>
  )
}
