import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { SecretReveal } from './SecretReveal'

/** A revealed or freshly rotated signing secret. */
export function SecretDialog({ secret, rotated, onClose }: { secret: string | null; rotated: boolean; onClose: () => void }) {
  return (
    <Dialog open={secret !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent aria-describedby="webhook-secret-description">
        <DialogHeader>
          <DialogTitle>{rotated ? 'New signing secret' : 'Signing secret'}</DialogTitle>
          <DialogDescription id="webhook-secret-description">
            {rotated
              ? 'For the next 24 hours requests carry a signature with the old secret too, so your receiver can switch over.'
              : 'Keep it on your receiver only.'}
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          {secret && <SecretReveal secret={secret} note="Anyone with this secret can forge requests to your receiver. Do not share it." />}
        </DialogBody>
        <DialogFooter>
          <Button type="button" onClick={onClose}>
            Done
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
