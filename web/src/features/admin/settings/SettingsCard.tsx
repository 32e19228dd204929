import type { FormEvent, ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'

type SettingsCardProps = {
  title: string
  description: ReactNode
  onSubmit: () => void
  saving: boolean
  /** The form cannot be saved as it stands (the card says why next to the fields). */
  blocked?: boolean
  /** Buttons beside Save (a test email, a reset). */
  actions?: ReactNode
  children: ReactNode
}

/**
 * One section of /admin/settings: its own form and Save button, so each part of the instance is
 * saved on its own and a new part is one more card in the column.
 */
export function SettingsCard({ title, description, onSubmit, saving, blocked = false, actions, children }: SettingsCardProps) {
  function submit(event: FormEvent) {
    event.preventDefault()
    onSubmit()
  }
  return (
    <Card>
      <form aria-label={title} noValidate onSubmit={submit}>
        <CardHeader>
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">{children}</CardContent>
        <CardFooter className="flex-wrap justify-end">
          {actions}
          <Button type="submit" disabled={saving || blocked}>
            {saving && <Spinner className="size-3.5" />}
            Save
          </Button>
        </CardFooter>
      </form>
    </Card>
  )
}
