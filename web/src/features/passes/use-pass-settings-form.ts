import { useCallback, useMemo, useState } from 'react'
import type { FieldErrors } from '@usher/domain/validation/errors'
import {
  defaultPassSettings,
  mergePassSettings,
  validatePassSettings,
  type AccessPassSettings,
  type InvitePassSettings,
  type PassSettings,
} from '@usher/domain/passes/pass-settings'
import { defaultEventData, mergeEventData, validateEventData, type EventData } from '@usher/domain/passes/event-data'
import type { UsherEvent } from '@/api/events'

export type PassFormValues = { pass_settings: PassSettings; event_data: EventData }
export type PassFormApi = ReturnType<typeof usePassSettingsForm>

export function passFormValuesOf(event: UsherEvent): PassFormValues {
  return { pass_settings: event.pass_settings ?? defaultPassSettings(), event_data: event.event_data ?? defaultEventData() }
}

function without(errors: FieldErrors, key: string): FieldErrors {
  if (!errors[key]) return errors
  const { [key]: _removed, ...rest } = errors
  return rest
}

/** The pass settings screen's state: both groups, what changed since the last save, and errors by field. */
export function usePassSettingsForm(event: UsherEvent) {
  const [initial, setInitial] = useState(() => passFormValuesOf(event))
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors>({})

  const passDirty = useMemo(() => JSON.stringify(initial.pass_settings) !== JSON.stringify(values.pass_settings), [initial, values])
  const dataDirty = useMemo(() => JSON.stringify(initial.event_data) !== JSON.stringify(values.event_data), [initial, values])

  const setAccess = useCallback(<K extends keyof AccessPassSettings>(key: K, value: AccessPassSettings[K]) => {
    setValues((previous) => ({ ...previous, pass_settings: { ...previous.pass_settings, access: { ...previous.pass_settings.access, [key]: value } } }))
    setErrors((previous) => without(previous, `access.${key}`))
  }, [])

  const setInvite = useCallback(<K extends keyof InvitePassSettings>(key: K, value: InvitePassSettings[K]) => {
    setValues((previous) => ({ ...previous, pass_settings: { ...previous.pass_settings, invite: { ...previous.pass_settings.invite, [key]: value } } }))
    setErrors((previous) => without(previous, `invite.${key}`))
  }, [])

  const setData = useCallback(<K extends keyof EventData>(key: K, value: EventData[K]) => {
    setValues((previous) => ({ ...previous, event_data: { ...previous.event_data, [key]: value } }))
    setErrors((previous) => without(previous, key))
  }, [])

  /** The server's rules and messages, checked before sending; answers the errors found. */
  const validate = useCallback(() => {
    const customFieldIds = new Set((event.custom_fields ?? []).map((field) => field.id.toLowerCase()))
    const next = {
      ...validatePassSettings(mergePassSettings(values.pass_settings, {})),
      ...validateEventData(mergeEventData(values.event_data, {}), customFieldIds),
    }
    setErrors(next)
    return next
  }, [values, event.custom_fields])

  const reset = useCallback(() => {
    setValues(initial)
    setErrors({})
  }, [initial])

  const markSaved = useCallback((saved: PassFormValues) => {
    setInitial(saved)
    setValues(saved)
    setErrors({})
  }, [])

  return { initial, values, errors, dirty: passDirty || dataDirty, passDirty, dataDirty, setAccess, setInvite, setData, setErrors, validate, reset, markSaved }
}
