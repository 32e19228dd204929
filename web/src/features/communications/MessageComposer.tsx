import { ALERT_SUBJECT_MAX } from '@usher/domain/contract/communications'
import type { FieldErrors } from '@usher/domain/validation/errors'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { EmailEditor } from '@/components/email-editor/EmailEditor'
import { SubjectInput } from '@/components/email-editor/SubjectInput'

type MessageComposerProps = {
  subject: string
  body: string
  onSubjectChange: (subject: string) => void
  onBodyChange: (body: string) => void
  errors: FieldErrors
  /** Why it cannot be changed now, if it cannot. */
  lockedBecause: string | null
}

/** The message itself: its subject line and its body, with merge tags typed after @. */
export function MessageComposer({ subject, body, onSubjectChange, onBodyChange, errors, lockedBecause }: MessageComposerProps) {
  const bodyError = errors.body?.[0]
  return (
    <Card>
      <CardHeader>
        <CardTitle id="message-heading">Message</CardTitle>
        <CardDescription>{lockedBecause ?? 'What each guest receives. Merge tags are filled in with their own details.'}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <FormField id="communication-subject" label="Subject" error={errors.subject?.[0]}>
          <SubjectInput
            id="communication-subject"
            value={subject}
            onChange={onSubjectChange}
            maxLength={ALERT_SUBJECT_MAX}
            disabled={lockedBecause !== null}
            invalid={Boolean(errors.subject)}
            describedBy={errors.subject ? 'communication-subject-error' : undefined}
            placeholder="e.g. Directions for Saturday"
          />
        </FormField>
        <div className="flex flex-col gap-1.5">
          <span id="communication-body-label" className="text-[13px] leading-none font-medium">
            Message
          </span>
          <EmailEditor
            label="Message"
            labelledBy="communication-body-label"
            value={body}
            onChange={onBodyChange}
            disabled={lockedBecause !== null}
            invalid={Boolean(bodyError)}
            describedBy={bodyError ? 'communication-body-error' : undefined}
            placeholder="Write your message. Type @ to add a guest's name, table or pass link."
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
