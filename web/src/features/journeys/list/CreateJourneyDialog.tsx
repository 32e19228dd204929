import { useEffect, useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { JOURNEY_LIMITS } from '@usher/domain/journeys/index'
import { journeyTemplatesQuery, type Journey } from '@/api/journeys'
import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { plural } from '@/lib/counts'
import { useCreateJourney } from '@/api/journey-mutations'
import { failureMessageOf } from '@/components/form/field-errors'
import { useFieldErrors } from '@/components/form/use-field-errors'
import { QueryView } from '@/components/query-view'

type CreateJourneyDialogProps = {
  eventUuid: string
  open: boolean
  onOpenChange: (open: boolean) => void
  onCreated: (journey: Journey) => void
}

const BLANK = ''

/** A new journey by name: blank, or from one of the default templates (the list the server offers). */
export function CreateJourneyDialog({ eventUuid, open, onOpenChange, onCreated }: CreateJourneyDialogProps) {
  const [name, setName] = useState('')
  const [templateKey, setTemplateKey] = useState(BLANK)
  const { error, setErrors, showServerErrors } = useFieldErrors(['name'])
  const templates = useQuery({ ...journeyTemplatesQuery(eventUuid), enabled: open })
  const create = useCreateJourney(eventUuid)

  useEffect(() => {
    if (open) {
      setName('')
      setTemplateKey(BLANK)
      setErrors({})
    }
  }, [open, setErrors])

  const choose = (key: string) => {
    setTemplateKey(key)
    // A template's name is a good start for the journey's own, unless one was typed.
    const template = templates.data?.find((candidate) => candidate.key === key)
    const previous = templates.data?.find((candidate) => candidate.key === templateKey)
    if (template && (!name.trim() || name === previous?.name)) setName(template.name)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) return setErrors({ name: ['The name is required.'] })
    try {
      const journey = await create.mutateAsync({ name: name.trim(), ...(templateKey && { template_key: templateKey }) })
      onOpenChange(false)
      onCreated(journey)
    } catch (failure) {
      if (!showServerErrors(failure)) setErrors({ form: [failureMessageOf(failure, { fallback: 'The journey could not be created.' })] })
    }
  }

  const blank = { key: BLANK, name: 'Blank journey', description: 'Start from nothing and add the steps you need.', steps: 0 }
  const choiceButton = (choice: typeof blank) => (
    <button
      key={choice.key || 'blank'}
      type="button"
      role="radio"
      aria-checked={templateKey === choice.key}
      onClick={() => choose(choice.key)}
      className={cn(
        'rounded-md border px-3 py-2.5 text-left transition-colors',
        templateKey === choice.key ? 'border-primary bg-primary-soft/60 ring-1 ring-primary' : 'border-border hover:bg-muted',
      )}
    >
      <span className="flex items-baseline justify-between gap-2">
        <span className="text-[13px] font-medium text-foreground">{choice.name}</span>
        {choice.steps > 0 && <span className="shrink-0 text-xs text-muted-foreground">{plural(choice.steps, 'step', 'steps')}</span>}
      </span>
      <span className="mt-0.5 block text-xs text-muted-foreground">{choice.description}</span>
    </button>
  )

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>New journey</DialogTitle>
            <DialogDescription>The pages guests go through after opening their invitation, ending at their pass.</DialogDescription>
          </DialogHeader>
          <DialogBody className="flex flex-col gap-4">
            <div role="radiogroup" aria-label="Start from" className="flex flex-col gap-2" data-testid="journey-templates">
              {choiceButton(blank)}
              {/* A blank journey can be chosen while the templates load, or if they cannot be. */}
              <QueryView
                query={templates}
                pendingLabel="Loading templates"
                pending={<p className="text-xs text-muted-foreground">Loading templates…</p>}
                error={() => <p className="text-xs text-muted-foreground">Templates could not be loaded; you can start from a blank journey.</p>}
              >
                {(list) => list.map((template) => choiceButton({ ...template, steps: template.graph.steps.length }))}
              </QueryView>
            </div>
            <FormField id="journey-name" label="Name" error={error('name')}>
              <Input
                id="journey-name"
                value={name}
                maxLength={JOURNEY_LIMITS.nameLength}
                placeholder="e.g. Invitation with dietary questions"
                onChange={(event) => setName(event.target.value)}
                aria-invalid={Boolean(error('name'))}
                data-testid="journey-name"
              />
            </FormField>
            {error('form') && (
              <p role="alert" className="text-[13px] text-error">
                {error('form')}
              </p>
            )}
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending} data-testid="create-journey-submit">
              {create.isPending && <Spinner />}
              Create
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
