import { useState, type FormEvent } from 'react'
import { ALERT_SUBJECT_MAX, TEMPLATE_NAME_MAX } from '@usher/domain/contract/communications'
import { mergeTagErrors } from '@usher/domain/communications/merge-tag-rules'
import type { NotificationTemplate } from '@/api/templates'
import { isConfirmed, useConfirm } from '@/components/feedback/confirm-context'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { SegmentedControl } from '@/components/ui/segmented-control'
import { NativeSelect } from '@/components/ui/select'
import { Spinner } from '@/components/ui/spinner'
import { firstError } from '@/lib/field-errors'
import { EmailEditor } from '@/components/email-editor/EmailEditor'
import { SubjectInput } from '@/components/email-editor/SubjectInput'
import { cn } from '@/lib/cn'
import { templateSaveOf, type TemplateDraft } from './template-draft'
import { TemplatePreview } from './TemplatePreview'
import { useSaveTemplate } from '@/api/template-mutations'
import { useFieldErrors } from '@/components/form/use-field-errors'
import type { GuestLanguage } from '@usher/domain/i18n/languages'
import { wordsInLanguage } from '@usher/domain/communications/message-translations'
import { MessageLanguageTabs } from '@/components/message-languages/MessageLanguageTabs'
import { VariantNotice } from '@/components/message-languages/VariantNotice'
import {
  bodyHint,
  errorFieldOf,
  languageLabel,
  languageWithProblem,
  languagesWithVariant,
  variantProblems,
  withoutVariant,
  withVariantField,
  wordsShown,
  type MessageLanguage,
} from '@/components/message-languages/message-language'

type Props = {
  eventUuid: string
  /** The event's default language: the one the base words are written in. */
  eventDefault: GuestLanguage | null
  draft: TemplateDraft
  notifications: readonly NotificationTemplate[]
  onClose: () => void
}

const PANES = [
  { value: 'write', label: 'Write' },
  { value: 'preview', label: 'Preview' },
] as const

const FOR_COMMUNICATIONS = ''

/** Writes a template: its name, subject and message with @ tags, beside the message as a guest would see it. */
export function TemplateEditorDialog({ eventUuid, eventDefault, draft: initial, notifications, onClose }: Props) {
  const save = useSaveTemplate(eventUuid)
  const [draft, setDraft] = useState(initial)
  const { errors, setErrors, showServerErrors } = useFieldErrors()
  const [pane, setPane] = useState<'write' | 'preview'>('write')
  // The language being written: the base words, or one language's own.
  const [language, setLanguage] = useState<MessageLanguage>('default')
  const variant = language === 'default' ? null : language
  const notification = notifications.find((candidate) => candidate.notification_type === draft.notificationType) ?? null
  const creating = draft.id === null
  const confirm = useConfirm()
  const changed =
    draft.name !== initial.name ||
    draft.subject !== initial.subject ||
    draft.body !== initial.body ||
    JSON.stringify(draft.translations) !== JSON.stringify(initial.translations) ||
    draft.notificationType !== initial.notificationType ||
    draft.activate !== initial.activate

  // Escape, a click outside or Cancel must not throw away a letter half written.
  async function close() {
    if (changed && !save.isPending) {
      const outcome = await confirm({
        heading: 'Discard your changes?',
        message: 'What you changed in this template is not saved.',
        confirmLabel: 'Discard',
        tone: 'danger',
      })
      if (!isConfirmed(outcome)) return
    }
    onClose()
  }

  const change = (changes: Partial<TemplateDraft>) => {
    setDraft((previous) => ({ ...previous, ...changes }))
    setErrors((previous) => {
      const next = { ...previous }
      for (const field of Object.keys(changes)) delete next[field === 'notificationType' ? 'notification_type' : field]
      // A variant's messages go when that variant changes.
      if (changes.translations) for (const field of Object.keys(next)) if (field.startsWith('translations.')) delete next[field]
      return next
    })
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    save.mutate(templateSaveOf(draft), {
      onSuccess: onClose,
      onError: (error) => {
        // The messages sit beside the text, so the preview gives way to it, in the language they are about.
        const found = showServerErrors(error)
        if (!found) return
        setPane('write')
        setLanguage(languageWithProblem(found, language) ?? language)
      },
    })
  }

  const title = creating ? (notification && initial.notificationType ? `Edit the ${notification.label.toLowerCase()}` : 'New template') : `Edit ${initial.name}`
  const nameError = firstError(errors, 'name')
  // A merge tag in a syntax that would be sent as written shows on its field as it is typed, as in the communication editor (issue 28).
  const tagErrors = { ...mergeTagErrors({ subject: draft.subject, body: draft.body }), ...variantProblems(draft.translations) }
  const subjectField = errorFieldOf(language, 'subject')
  const bodyField = errorFieldOf(language, 'body')
  const subjectError = firstError(errors, subjectField) ?? tagErrors[subjectField]?.[0]
  const bodyError = firstError(errors, bodyField) ?? tagErrors[bodyField]?.[0]
  const shown = wordsShown(draft, draft.translations, language)
  const withProblems = [...Object.keys(errors), ...Object.keys(tagErrors)]
    .map((field) => /^translations\.([a-z]{2})\./.exec(field)?.[1] as GuestLanguage | undefined)
    .filter((found): found is GuestLanguage => found !== undefined)
  const setSubject = (subject: string) =>
    variant ? change({ translations: withVariantField(draft.translations, variant, 'subject', subject) }) : change({ subject })
  const setBody = (body: string) => (variant ? change({ translations: withVariantField(draft.translations, variant, 'body', body) }) : change({ body }))
  const previewWords = variant ? wordsInLanguage(draft, draft.translations, variant) : draft
  const fallbackBody = bodyHint(draft.body)

  return (
    <Dialog open onOpenChange={(open) => !open && void close()}>
      <DialogContent aria-describedby="template-editor-description" className="h-[calc(100dvh-2rem)] sm:max-w-[1400px]" data-testid="template-editor">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription id="template-editor-description">
            {notification
              ? `Sent as the ${notification.label.toLowerCase()}. Type @ to add a guest's or the event's details.`
              : "Type @ in the subject or the message to add a guest's or the event's details."}
          </DialogDescription>
        </DialogHeader>
        <form aria-label={title} noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
          <div className="px-6 pb-3 xl:hidden">
            <SegmentedControl label="Show" value={pane} options={PANES} onValueChange={setPane} className="w-full [&>button]:flex-1" />
          </div>
          <DialogBody className="grid min-h-0 gap-6 xl:grid-cols-2">
            <div className={cn('flex min-w-0 flex-col gap-4', pane === 'preview' && 'max-xl:hidden')}>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField id="template-name" label="Name" error={nameError} hint="For you: how it shows in lists.">
                  <Input
                    id="template-name"
                    value={draft.name}
                    maxLength={TEMPLATE_NAME_MAX}
                    aria-invalid={Boolean(nameError)}
                    onChange={(event) => change({ name: event.target.value })}
                  />
                </FormField>
                {creating && !initial.notificationType ? (
                  <FormField id="template-purpose" label="Used for" error={firstError(errors, 'notification_type')}>
                    <NativeSelect
                      id="template-purpose"
                      value={draft.notificationType ?? FOR_COMMUNICATIONS}
                      options={[
                        { value: FOR_COMMUNICATIONS, label: 'Communications' },
                        ...notifications.map((candidate) => ({ value: candidate.notification_type, label: candidate.label })),
                      ]}
                      onChange={(event) => {
                        const type = event.target.value === FOR_COMMUNICATIONS ? null : event.target.value
                        const chosen = notifications.find((candidate) => candidate.notification_type === type)
                        // A notification's template starts from the product's words, unless something is written already.
                        const blank = draft.subject.trim() === '' && draft.body === ''
                        change({
                          notificationType: type,
                          activate: false,
                          ...(chosen && blank ? { subject: chosen.default_subject, body: chosen.default_body } : {}),
                        })
                      }}
                    />
                  </FormField>
                ) : (
                  <div className="flex flex-col gap-1.5">
                    <span className="text-[13px] font-medium">Used for</span>
                    <span className="flex h-9 items-center text-[13px] text-muted-foreground">{notification?.label ?? 'Communications'}</span>
                  </div>
                )}
              </div>
              {notification && !(initial.activate && !creating) && (
                <label htmlFor="template-activate" className="flex items-center gap-2.5 text-[13px]">
                  <Checkbox id="template-activate" checked={draft.activate} onCheckedChange={(checked) => change({ activate: checked === true })} />
                  Use it for the {notification.label.toLowerCase()} from now on
                </label>
              )}
              <MessageLanguageTabs
                eventDefault={eventDefault}
                written={languagesWithVariant(draft.translations)}
                value={language}
                onValueChange={setLanguage}
                withProblems={withProblems}
              />
              {variant && (
                <VariantNotice
                  language={variant}
                  eventDefault={eventDefault}
                  translations={draft.translations}
                  onRemove={() => change({ translations: withoutVariant(draft.translations, variant) })}
                />
              )}
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="template-subject">{variant ? `Subject (${languageLabel(variant, eventDefault)})` : 'Subject'}</Label>
                <SubjectInput
                  key={language}
                  id="template-subject"
                  value={shown.subject}
                  onChange={setSubject}
                  maxLength={ALERT_SUBJECT_MAX}
                  invalid={Boolean(subjectError)}
                  describedBy={subjectError ? 'template-subject-error' : undefined}
                  placeholder={variant ? draft.subject || 'Empty: the default subject is used' : undefined}
                />
                {subjectError && (
                  <p id="template-subject-error" role="alert" className="text-xs text-error">
                    {subjectError}
                  </p>
                )}
              </div>
              <div className="flex min-h-0 flex-col gap-1.5">
                <span id="template-body-label" className="text-[13px] font-medium">
                  {variant ? `Message (${languageLabel(variant, eventDefault)})` : 'Message'}
                </span>
                <EmailEditor
                  key={language}
                  label={variant ? `Message (${languageLabel(variant, eventDefault)})` : 'Message'}
                  labelledBy="template-body-label"
                  value={shown.body}
                  onChange={setBody}
                  invalid={Boolean(bodyError)}
                  describedBy={bodyError ? 'template-body-error' : undefined}
                  placeholder={variant ? `Empty: guests read the default message${fallbackBody ? ` (“${fallbackBody}”)` : ''}.` : undefined}
                />
                {bodyError && (
                  <p id="template-body-error" role="alert" className="text-xs text-error">
                    {bodyError}
                  </p>
                )}
              </div>
            </div>
            <TemplatePreview
              eventUuid={eventUuid}
              subject={previewWords.subject}
              body={previewWords.body}
              className={cn('min-h-[480px]', pane === 'write' && 'max-xl:hidden')}
            />
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={() => void close()}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending} data-testid="template-save">
              {save.isPending && <Spinner label="Saving" />}
              Save template
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
