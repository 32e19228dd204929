import { useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Maximize2, Pencil, Trash2, Upload } from 'lucide-react'
import { mediaLibraryQuery, useDeleteMedia, type MediaItem } from '@/api/media'
import { isConfirmed, useConfirm } from '@/components/feedback/confirm-context'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { ExpandImageDialog } from './ExpandImageDialog'
import { RenameMediaDialog } from './RenameMediaDialog'
import { formatBytes } from './format-bytes'
import { uploadErrorOf, useMediaUpload } from './use-media-upload'

const uploadedOn = (iso: string) => new Date(iso).toLocaleDateString('en-US', { day: 'numeric', month: 'short', year: 'numeric' })

/** The organisation's media library: every image with its size, how much of the quota is used, and rename, delete and expand. */
export function MediaLibraryCard() {
  const confirm = useConfirm()
  const input = useRef<HTMLInputElement>(null)
  const library = useQuery(mediaLibraryQuery())
  const [expanded, setExpanded] = useState<MediaItem | null>(null)
  const [renaming, setRenaming] = useState<MediaItem | null>(null)
  const upload = useMediaUpload((item) => showSnackbar(`${item.title} was added to your library.`))
  const remove = useDeleteMedia({
    onError: (failure) => showSnackbar(uploadErrorOf(failure), 'error'),
  })
  const items = library.data?.data ?? []
  const usage = library.data?.usage
  const share = usage ? Math.min(100, (usage.used_bytes / usage.quota_bytes) * 100) : 0

  async function askToDelete(item: MediaItem) {
    const outcome = await confirm({
      heading: 'Delete image?',
      message: `${item.title} will be removed from the library, and from every logo, photo or pass that shows it.`,
      tone: 'danger',
    })
    if (isConfirmed(outcome)) remove.mutate(item.id)
  }

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>Media library</CardTitle>
          <CardDescription>Images your organisation uses for logos, profile photos and passes.</CardDescription>
        </div>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="sr-only"
          aria-label="Image file for the library"
          disabled={upload.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0]
            if (file) upload.mutate(file, { onError: (failure) => showSnackbar(uploadErrorOf(failure), 'error') })
            event.target.value = ''
          }}
        />
        <Button type="button" variant="secondary" disabled={upload.isPending} onClick={() => input.current?.click()}>
          {upload.isPending ? <Spinner label="Uploading" /> : <Upload aria-hidden />}
          Upload
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {usage && (
          <div className="flex flex-col gap-1.5">
            <div
              className="h-2 overflow-hidden rounded-full bg-muted"
              role="meter"
              aria-label="Storage used"
              aria-valuemin={0}
              aria-valuemax={usage.quota_bytes}
              aria-valuenow={usage.used_bytes}
            >
              <div className="h-full rounded-full bg-primary" style={{ width: `${share}%` }} />
            </div>
            <p className="text-xs text-muted-foreground">
              {formatBytes(usage.used_bytes)} of {formatBytes(usage.quota_bytes)} used
            </p>
          </div>
        )}
        {library.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label="Loading your images" />
          </div>
        ) : items.length === 0 ? (
          <p className="rounded-md bg-muted px-3 py-6 text-center text-[13px] text-muted-foreground">No images yet.</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {items.map((item) => (
              <li key={item.id} className="flex flex-col overflow-hidden rounded-lg border border-border">
                <button
                  type="button"
                  aria-label={`Expand ${item.title}`}
                  onClick={() => setExpanded(item)}
                  className="group relative flex aspect-[4/3] items-center justify-center bg-muted focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring"
                >
                  <img src={item.thumbnail_url} alt="" className="size-full object-contain" loading="lazy" />
                  <Maximize2
                    className="absolute top-2 right-2 size-4 text-foreground opacity-0 drop-shadow transition-opacity group-hover:opacity-70"
                    aria-hidden
                  />
                </button>
                <div className="flex items-start justify-between gap-1 p-2">
                  <div className="min-w-0">
                    <p className="truncate text-[13px] font-medium" title={item.title}>
                      {item.title}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {formatBytes(item.size_bytes)} · {uploadedOn(item.created_at)}
                    </p>
                  </div>
                  <div className="flex shrink-0">
                    <Button type="button" variant="ghost" size="icon-sm" aria-label={`Rename ${item.title}`} onClick={() => setRenaming(item)}>
                      <Pencil aria-hidden />
                    </Button>
                    <Button type="button" variant="ghost" size="icon-sm" aria-label={`Delete ${item.title}`} onClick={() => void askToDelete(item)}>
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ExpandImageDialog image={expanded} onClose={() => setExpanded(null)} />
      <RenameMediaDialog item={renaming} onClose={() => setRenaming(null)} />
    </Card>
  )
}
