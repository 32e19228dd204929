import { useState, type FormEvent, type ReactNode } from 'react'
import { DEFAULT_TIMEZONE, TIMEZONES } from '@usher/domain/constants/timezones'
import { saveOrganisationProfile, type Organisation } from '@/api/organisations'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/select'
import { Spinner } from '@/components/ui/spinner'
import { firstError } from '@/lib/field-errors'
import { MediaImageField } from '@/components/media/MediaImageField'
import { useOrganisationMutation } from './use-organisation-mutation'

const TIMEZONE_OPTIONS = TIMEZONES.map(({ value, label }) => ({ value, label }))

type OrganisationProfileFormProps = {
  organisation: Organisation
  submitLabel: string
  /** Extra buttons beside submit (onboarding's "Skip for now"). */
  secondaryAction?: ReactNode
  onSaved?: () => void | Promise<void>
}

/** The organisation's name, logo and time zone: on /organization and as onboarding's first step. */
export function OrganisationProfileForm({ organisation, submitLabel, secondaryAction, onSaved }: OrganisationProfileFormProps) {
  const [name, setName] = useState(organisation.name ?? '')
  const [timezone, setTimezone] = useState(organisation.timezone || DEFAULT_TIMEZONE)
  const [logo, setLogo] = useState<{ id: string; src: string } | null>(
    organisation.logo_media_id && organisation.logo_src ? { id: organisation.logo_media_id, src: organisation.logo_src } : null,
  )
  const { mutation, errors } = useOrganisationMutation(saveOrganisationProfile, onSaved)
  const disabled = !organisation.can_edit

  const submit = (event: FormEvent) => {
    event.preventDefault()
    mutation.mutate({ name: name.trim(), timezone, logo_media_id: logo?.id ?? null })
  }

  return (
    <form onSubmit={submit} aria-label="Organisation profile" className="flex flex-col gap-5">
      <FormField id="organisation-name" label="Organisation name" error={firstError(errors, 'name')}>
        <Input
          id="organisation-name"
          value={name}
          maxLength={200}
          autoComplete="organization"
          disabled={disabled}
          aria-invalid={Boolean(firstError(errors, 'name'))}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <MediaImageField
        id="organisation-logo"
        label="Logo"
        noun="logo"
        src={logo?.src ?? null}
        mediaId={logo?.id ?? null}
        error={firstError(errors, 'logo_media_id')}
        disabled={disabled}
        onChange={setLogo}
      />
      <FormField id="organisation-timezone" label="Time zone" hint="New events start in this time zone." error={firstError(errors, 'timezone')}>
        <NativeSelect
          id="organisation-timezone"
          value={timezone}
          options={TIMEZONE_OPTIONS}
          disabled={disabled}
          onChange={(event) => setTimezone(event.target.value)}
        />
      </FormField>
      {!disabled && (
        <div className="flex flex-wrap items-center justify-end gap-2">
          {secondaryAction}
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending && <Spinner label="Saving" />}
            {submitLabel}
          </Button>
        </div>
      )}
    </form>
  )
}
