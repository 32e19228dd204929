import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { RotateCcw } from 'lucide-react'
import { shareLinkQuery, type ShareableRole } from '@/api/team'
import { isConfirmed, useConfirm } from '@/components/feedback/confirm-context'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { CopyButton } from '@/components/ui/copy-button'
import { FormField } from '@/components/ui/form-field'
import { NativeSelect } from '@/components/ui/select'
import { Skeleton } from '@/components/ui/skeleton'
import { ROLE_DESCRIPTIONS, ROLE_OPTIONS } from './role-options'
import { useResetShareLinks } from '@/api/team-mutations'

// 'Don't have access' would be a link to nothing.
const SHAREABLE_OPTIONS = ROLE_OPTIONS.filter((option) => option.value !== 'inactive')

/** A link per role for people of the organisation, or newcomers, to join the team by themselves. */
export function ShareLinkCard({ eventUuid }: { eventUuid: string }) {
  const [role, setRole] = useState<ShareableRole>('viewer')
  const link = useQuery(shareLinkQuery(eventUuid, role))
  const reset = useResetShareLinks(eventUuid)
  const confirm = useConfirm()

  async function onReset() {
    const outcome = await confirm({
      heading: 'Reset share links?',
      message: 'Every share link of this event sent so far stops working. People who joined through one stay on the team.',
      confirmLabel: 'Reset links',
      tone: 'danger',
    })
    if (isConfirmed(outcome)) reset.mutate()
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Share link</CardTitle>
        <CardDescription>
          Anyone who opens this link and signs in or creates an account joins the team with the role. Colleagues already on the team keep theirs.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-[220px_1fr] sm:items-start">
        <FormField id="share-link-role" label="Role" hint={ROLE_DESCRIPTIONS[role]}>
          <NativeSelect id="share-link-role" value={role} options={SHAREABLE_OPTIONS} onChange={(event) => setRole(event.target.value as ShareableRole)} />
        </FormField>
        <div className="flex min-w-0 flex-col gap-1.5">
          <span className="text-[13px] font-medium">Link</span>
          <div className="flex flex-wrap items-center gap-2">
            {link.data ? (
              <code
                data-testid="share-link"
                className="min-w-0 basis-full truncate sm:basis-0 sm:flex-1 rounded-md border border-border bg-muted px-3 py-2 font-mono text-xs select-all"
                title={link.data.link}
              >
                {link.data.link}
              </code>
            ) : link.isError ? (
              <p role="alert" className="flex-1 text-[13px] text-error">
                {link.error.message}
              </p>
            ) : (
              <Skeleton className="h-8 basis-full sm:basis-0 sm:flex-1" />
            )}
            {link.data && <CopyButton value={link.data.link} label="Copy the share link" what="the link" />}
            <Button type="button" variant="ghost" onClick={() => void onReset()} disabled={reset.isPending} aria-label="Reset share links">
              <RotateCcw aria-hidden />
              Reset
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  )
}
