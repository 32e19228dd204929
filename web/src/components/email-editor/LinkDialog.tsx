import { useEffect, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/select'
import { GUEST_LINK_TAGS, guestLinkHref, guestLinkOf, webAddressOf } from './link-target'

export type LinkDraft = {
  kind: 'link' | 'button'
  /** The address being edited, when the caret is on a link already. */
  href: string | null
  /** The words to show; asked for when nothing is selected. */
  text: string | null
  askText: boolean
}

type LinkDialogProps = {
  draft: LinkDraft | null
  onOpenChange: (open: boolean) => void
  onSave: (link: { href: string; text: string | null }) => void
  onRemove: () => void
}

const WEB_ADDRESS = 'web'

/** Adds or changes a link or a button: a web address, or one of the guest's own links (their pass, their invitation). */
export function LinkDialog({ draft, onOpenChange, onSave, onRemove }: LinkDialogProps) {
  const [target, setTarget] = useState(WEB_ADDRESS)
  const [address, setAddress] = useState('')
  const [text, setText] = useState('')
  const [errors, setErrors] = useState<{ address?: string; text?: string }>({})

  useEffect(() => {
    if (!draft) return
    const guestLink = guestLinkOf(draft.href)
    setTarget(guestLink ?? WEB_ADDRESS)
    setAddress(guestLink ? '' : (draft.href ?? ''))
    setText(draft.text ?? '')
    setErrors({})
  }, [draft])

  const noun = draft?.kind === 'button' ? 'button' : 'link'
  const editing = Boolean(draft?.href)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const next: typeof errors = {}
    const href = target === WEB_ADDRESS ? webAddressOf(address) : guestLinkHref(target)
    if (!href) next.address = address.trim() ? 'Enter a web address such as https://example.com.' : 'Enter where the link goes.'
    if (draft?.askText && !text.trim()) next.text = `Enter the ${noun}'s text.`
    setErrors(next)
    if (!href || Object.keys(next).length > 0) return
    onSave({ href, text: draft?.askText ? text.trim() : null })
    onOpenChange(false)
  }

  return (
    <Dialog open={draft !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>{editing ? `Edit the ${noun}` : `Add a ${noun}`}</DialogTitle>
            <DialogDescription>
              {noun === 'button' ? 'A button stands out in the message, in the event\u2019s colour.' : 'Readers open it by clicking the linked words.'}
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="flex flex-col gap-4">
            {draft?.askText && (
              <FormField id="link-text" label={noun === 'button' ? 'Button text' : 'Text'} error={errors.text}>
                <Input
                  id="link-text"
                  value={text}
                  autoFocus
                  maxLength={200}
                  onChange={(event) => setText(event.target.value)}
                  aria-invalid={Boolean(errors.text)}
                />
              </FormField>
            )}
            <FormField id="link-target" label="Goes to">
              <NativeSelect
                id="link-target"
                value={target}
                onChange={(event) => setTarget(event.target.value)}
                options={[
                  { value: WEB_ADDRESS, label: 'A web address' },
                  ...GUEST_LINK_TAGS.map((tag) => ({ value: tag.id, label: `The guest\u2019s ${tag.label.toLowerCase()}` })),
                ]}
              />
            </FormField>
            {target === WEB_ADDRESS ? (
              <FormField id="link-address" label="Web address" error={errors.address}>
                <Input
                  id="link-address"
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  value={address}
                  autoFocus={!draft?.askText}
                  onChange={(event) => setAddress(event.target.value)}
                  aria-invalid={Boolean(errors.address)}
                />
              </FormField>
            ) : (
              <p className="text-xs text-muted-foreground">Each guest gets their own address.</p>
            )}
          </DialogBody>
          <DialogFooter>
            {editing && (
              <Button
                type="button"
                variant="ghost"
                className="sm:mr-auto"
                onClick={() => {
                  onRemove()
                  onOpenChange(false)
                }}
              >
                Remove {noun}
              </Button>
            )}
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit">{editing ? 'Save' : `Add ${noun}`}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
