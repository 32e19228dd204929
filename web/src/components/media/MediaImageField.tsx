import { useState } from 'react'
import { ImagePlus, X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { MediaUploaderDialog } from './MediaUploaderDialog'

type MediaImageFieldProps = {
  id: string
  label: string
  /** The chosen image's address, or null. */
  src: string | null
  mediaId: string | null
  /** "logo", "photo": the words on its buttons. */
  noun: string
  round?: boolean
  /** Offers only the asker's own uploads. */
  onlyMine?: boolean
  error?: string | null
  disabled?: boolean
  onChange: (image: { id: string; src: string } | null) => void
}

/** An image picked from (or uploaded to) the media library, with a preview and Remove. */
export function MediaImageField({ id, label, src, mediaId, noun, round, onlyMine, error, disabled, onChange }: MediaImageFieldProps) {
  const [open, setOpen] = useState(false)
  return (
    // A group named by its label: a <label for> would rename the button to the label's words.
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-[13px] leading-none font-medium text-foreground">
        {label}
      </span>
      <div className="flex items-center gap-3">
        <div
          className={cn(
            'flex size-16 shrink-0 items-center justify-center overflow-hidden border border-border bg-muted',
            round ? 'rounded-full' : 'rounded-md',
          )}
        >
          {src ? (
            <img src={src} alt={`Current ${noun}`} className={cn('size-full', round ? 'object-cover' : 'object-contain')} />
          ) : (
            <ImagePlus className="size-5 text-subtle-foreground" aria-hidden />
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button id={id} type="button" variant="secondary" size="sm" disabled={disabled} onClick={() => setOpen(true)}>
            {src ? `Change ${noun}` : `Choose ${noun}`}
          </Button>
          {src && (
            <Button type="button" variant="ghost" size="sm" disabled={disabled} onClick={() => onChange(null)}>
              <X aria-hidden />
              Remove {noun}
            </Button>
          )}
        </div>
      </div>
      {error && (
        <p role="alert" className="text-xs text-error">
          {error}
        </p>
      )}
      <MediaUploaderDialog
        open={open}
        onOpenChange={setOpen}
        title={`Choose a ${noun}`}
        selectedId={mediaId}
        onlyMine={onlyMine}
        onSelect={(item) => onChange({ id: item.id, src: item.url })}
      />
    </div>
  )
}
