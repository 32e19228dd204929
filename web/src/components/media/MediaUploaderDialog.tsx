import { useRef } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Check, ImagePlus, Upload } from 'lucide-react'
import { mediaLibraryQuery, type MediaItem } from '@/api/media'
import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { formatBytes } from './format-bytes'
import { uploadErrorOf, useMediaUpload } from './use-media-upload'

type MediaUploaderDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** What the image is for, e.g. "Choose a logo". */
  title: string
  description?: string
  selectedId?: string | null
  /** Lists only the asker's own uploads (a profile photo must be one). */
  onlyMine?: boolean
  onSelect: (item: MediaItem) => void
}

/**
 * The media uploader (spec section 2 Dialogs): upload a new image or pick one already in the
 * organisation's library. A new upload is chosen at once; the dialog then closes.
 */
export function MediaUploaderDialog({ open, onOpenChange, title, description, selectedId, onlyMine, onSelect }: MediaUploaderDialogProps) {
  const input = useRef<HTMLInputElement>(null)
  const library = useQuery({ ...mediaLibraryQuery(), enabled: open })
  const choose = (item: MediaItem) => {
    onSelect(item)
    onOpenChange(false)
  }
  const upload = useMediaUpload(choose)
  const items = (library.data?.data ?? []).filter((item) => !onlyMine || item.uploaded_by_you)
  const usage = library.data?.usage

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) upload.reset()
        onOpenChange(next)
      }}
    >
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description ?? 'Upload a PNG, JPEG, GIF or WebP image of up to 5 MB, or choose one from your library.'}</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-4">
          <div className="flex flex-col gap-3 rounded-lg border border-dashed border-border-strong bg-canvas/60 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex items-center gap-3 text-[13px] text-muted-foreground">
              <ImagePlus className="size-5 shrink-0" aria-hidden />
              <span>New images are added to your organisation's media library.</span>
            </div>
            <input
              ref={input}
              id="media-uploader-file"
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              className="sr-only"
              aria-label="Image file"
              data-testid="media-uploader-input"
              disabled={upload.isPending}
              onChange={(event) => {
                const file = event.target.files?.[0]
                if (file) upload.mutate(file)
                event.target.value = ''
              }}
            />
            <Button type="button" disabled={upload.isPending} onClick={() => input.current?.click()}>
              {upload.isPending ? <Spinner label="Uploading" /> : <Upload aria-hidden />}
              Upload an image
            </Button>
          </div>
          {upload.isError && (
            <p role="alert" className="text-[13px] text-error">
              {uploadErrorOf(upload.error)}
            </p>
          )}
          <section aria-labelledby="media-uploader-library" className="flex flex-col gap-2">
            <div className="flex items-baseline justify-between gap-2">
              <h3 id="media-uploader-library" className="text-[13px] font-semibold">
                {onlyMine ? 'Your uploads' : 'Your library'}
              </h3>
              {usage && (
                <span className="text-xs text-muted-foreground">
                  {formatBytes(usage.used_bytes)} of {formatBytes(usage.quota_bytes)} used
                </span>
              )}
            </div>
            {library.isPending ? (
              <div className="flex justify-center py-6">
                <Spinner label="Loading your images" />
              </div>
            ) : items.length === 0 ? (
              <p className="rounded-md bg-muted px-3 py-6 text-center text-[13px] text-muted-foreground">No images yet. Upload one above.</p>
            ) : (
              <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
                {items.map((item) => {
                  const selected = item.id === selectedId
                  return (
                    <li key={item.id}>
                      <button
                        type="button"
                        aria-label={`Choose ${item.title}`}
                        aria-pressed={selected}
                        onClick={() => choose(item)}
                        className={cn(
                          'group relative flex aspect-square w-full items-center justify-center overflow-hidden rounded-md border bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                          selected ? 'border-primary ring-2 ring-primary' : 'border-border hover:border-border-strong',
                        )}
                      >
                        <img src={item.thumbnail_url} alt="" className="size-full object-contain" loading="lazy" />
                        {selected && (
                          <span className="absolute top-1 right-1 rounded-full bg-primary p-0.5 text-primary-foreground">
                            <Check className="size-3" aria-hidden />
                          </span>
                        )}
                      </button>
                      <p className="mt-1 truncate text-xs text-muted-foreground" title={item.title}>
                        {item.title}
                      </p>
                    </li>
                  )
                })}
              </ul>
            )}
          </section>
        </DialogBody>
        <DialogFooter>
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
