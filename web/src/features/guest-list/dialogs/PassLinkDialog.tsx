import { useQuery } from '@tanstack/react-query'
import { ExternalLink } from 'lucide-react'
import type { Attendee } from '@/api/attendees'
import { passLinksQuery } from '@/api/passes'
import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { QueryView } from '@/components/query-view'
import { LoaderCircle } from 'lucide-react'

type PassLinkDialogProps = { guest: Attendee; open: boolean; onOpenChange: (open: boolean) => void }

/** The guest's pass links, Usher-branded and white-label, to copy or open. */
export function PassLinkDialog({ guest, open, onOpenChange }: PassLinkDialogProps) {
  const links = useQuery({ ...passLinksQuery(guest.id), enabled: open })
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Pass</DialogTitle>
          <DialogDescription>Anyone with the link sees {guest.full_name}'s pass and its QR code: send it only to them.</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-4">
          <QueryView
            query={links}
            pendingLabel="Loading the pass links"
            pending={<LoaderCircle aria-hidden className="size-4 animate-spin" />}
            error={(error) => (
              <p role="alert" className="text-sm text-error">
                {error.message}
              </p>
            )}
          >
            {(found) => (
              <>
                <PassLinkRow id="pass-link" label="Pass link" link={found.pass_link} />
                <PassLinkRow id="pass-whitelabel-link" label="White-label link (your look only)" link={found.pass_whitelabel_public_link} />
              </>
            )}
          </QueryView>
        </DialogBody>
      </DialogContent>
    </Dialog>
  )
}

function PassLinkRow({ id, label, link }: { id: string; label: string; link: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-[13px] font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <Input id={id} value={link} readOnly onFocus={(input) => input.target.select()} data-testid={id} />
        <CopyButton value={link} label={`Copy ${label}`} what="the link" iconOnly />
        <Button variant="secondary" size="icon" asChild>
          <a href={link} target="_blank" rel="noopener noreferrer" aria-label={`Open ${label}`}>
            <ExternalLink aria-hidden />
          </a>
        </Button>
      </div>
    </div>
  )
}
