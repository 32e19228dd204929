import { ALERT_SUBJECT_MAX } from '@usher/domain/contract/communications'
import type { GuestLanguage } from '@usher/domain/i18n/languages'
import type { FieldErrors } from '@usher/domain/validation/errors'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { EmailEditor } from '@/components/email-editor/EmailEditor'
import { SubjectInput } from '@/components/email-editor/SubjectInput'
import { MessageLanguageTabs } from '@/components/message-languages/MessageLanguageTabs'
import { VariantNotice } from '@/components/message-languages/VariantNotice'
import {
  bodyHint,
  errorFieldOf,
  languageLabel,
  languagesWithVariant,
  withoutVariant,
  withVariantField,
  wordsShown,
  type MessageLanguage,
  type MessageTranslations,
} from '@/components/message-languages/message-language'

type MessageComposerProps = {
  subject: string
  body: string
  translations: MessageTranslations
  onSubjectChange: (subject: string) => void
  onBodyChange: (body: string) => void
  onTranslationsChange: (translations: MessageTranslations) => void
  /** The event's default language: the one the base text is written in. */
  eventDefault: GuestLanguage | null
  language: MessageLanguage
  onLanguageChange: (language: MessageLanguage) => void
  /** By field: `subject`, `body`, and `translations.{language}.{field}` for a variant's. */
  errors: FieldErrors
  /** Why it cannot be changed now, if it cannot. */
  lockedBecause: string | null
}

/** The message itself: its subject line and its body, with merge tags typed after @, in the default language or another. */
export function MessageComposer(props: MessageComposerProps) {
  const { subject, body, translations, errors, lockedBecause, language, eventDefault } = props
  const shown = wordsShown({ subject, body }, translations, language)
  const subjectError = errors[errorFieldOf(language, 'subject')]?.[0]
  const bodyError = errors[errorFieldOf(language, 'body')]?.[0]
  const variant = language === 'default' ? null : language
  const withProblems = Object.keys(errors)
    .map((field) => /^translations\.([a-z]{2})\./.exec(field)?.[1] as GuestLanguage | undefined)
    .filter((found): found is GuestLanguage => found !== undefined)
  const setSubject = (value: string) =>
    variant ? props.onTranslationsChange(withVariantField(translations, variant, 'subject', value)) : props.onSubjectChange(value)
  const setBody = (value: string) => (variant ? props.onTranslationsChange(withVariantField(translations, variant, 'body', value)) : props.onBodyChange(value))
  const fallbackBody = bodyHint(body)
  return (
    <Card>
      <CardHeader>
        <CardTitle id="message-heading">Message</CardTitle>
        <CardDescription>
          {lockedBecause ?? 'What each guest receives, in their language when you write one. Merge tags are filled in with their own details.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <MessageLanguageTabs
          eventDefault={eventDefault}
          written={languagesWithVariant(translations)}
          value={language}
          onValueChange={props.onLanguageChange}
          withProblems={withProblems}
        />
        {variant && (
          <VariantNotice
            language={variant}
            eventDefault={eventDefault}
            translations={translations}
            disabled={lockedBecause !== null}
            onRemove={() => {
              props.onTranslationsChange(withoutVariant(translations, variant))
            }}
          />
        )}
        <FormField id="communication-subject" label={variant ? `Subject (${languageLabel(variant, eventDefault)})` : 'Subject'} error={subjectError}>
          <SubjectInput
            key={language}
            id="communication-subject"
            value={shown.subject}
            onChange={setSubject}
            maxLength={ALERT_SUBJECT_MAX}
            disabled={lockedBecause !== null}
            invalid={Boolean(subjectError)}
            describedBy={subjectError ? 'communication-subject-error' : undefined}
            placeholder={variant ? subject || 'Empty: the default subject is used' : 'e.g. Directions for Saturday'}
          />
        </FormField>
        <div className="flex flex-col gap-1.5">
          <span id="communication-body-label" className="text-[13px] leading-none font-medium">
            {variant ? `Message (${languageLabel(variant, eventDefault)})` : 'Message'}
          </span>
          <EmailEditor
            key={language}
            label={variant ? `Message (${languageLabel(variant, eventDefault)})` : 'Message'}
            labelledBy="communication-body-label"
            value={shown.body}
            onChange={setBody}
            disabled={lockedBecause !== null}
            invalid={Boolean(bodyError)}
            describedBy={bodyError ? 'communication-body-error' : undefined}
            placeholder={
              variant
                ? `Empty: guests read the default message${fallbackBody ? ` (“${fallbackBody}”)` : ''}.`
                : "Write your message. Type @ to add a guest's name, table or pass link."
            }
          />
          {bodyError && (
            <p id="communication-body-error" role="alert" className="text-xs text-error">
              {bodyError}
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  )
}
