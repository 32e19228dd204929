import { Download } from 'lucide-react'
import { buttonVariants } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'

type ExpandImageDialogProps = {
  image: { title: string; url: string; description?: string } | null
  onClose: () => void
}

/** "Expand an image" (spec section 2 Dialogs): the whole image, as large as the screen allows, with a download. */
export function ExpandImageDialog({ image, onClose }: ExpandImageDialogProps) {
  return (
    <Dialog open={image !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-4xl">
        {image && (
          <>
            <DialogHeader>
              <DialogTitle className="truncate">{image.title}</DialogTitle>
              <DialogDescription>{image.description ?? 'The image at full size.'}</DialogDescription>
            </DialogHeader>
            <DialogBody className="flex flex-col items-center gap-4">
              <img src={image.url} alt={image.title} className="max-h-[65dvh] w-auto max-w-full rounded-md border border-border bg-muted object-contain" />
              <a href={`${image.url}?download=1&title=${encodeURIComponent(image.title)}`} className={buttonVariants({ variant: 'secondary' })} download>
                <Download aria-hidden />
                Download
              </a>
            </DialogBody>
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
