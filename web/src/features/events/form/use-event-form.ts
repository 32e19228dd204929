import { useCallback, useMemo, useState } from 'react'
import type { FieldErrors } from '@usher/domain/validation/errors'
import type { EventFormValues, LocationValues } from '@/lib/event-settings/event-form-values'
import { validateEventForm } from './event-form-validation'

export type EventFormApi = ReturnType<typeof useEventForm>

/** Form state with dirty tracking: editing marks it dirty; saving or resetting clears that. */
export function useEventForm(initialValues: EventFormValues, isNew: boolean) {
  const [initial, setInitial] = useState(initialValues)
  const [values, setValues] = useState(initialValues)
  const [errors, setErrors] = useState<FieldErrors>({})

  const dirty = useMemo(() => JSON.stringify(initial) !== JSON.stringify(values), [initial, values])

  const setField = useCallback(<K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }))
    setErrors((previous) => {
      if (!previous[key]) return previous
      const { [key]: _removed, ...rest } = previous
      return rest
    })
  }, [])

  const setLocation = useCallback((patch: Partial<LocationValues>) => {
    setValues((previous) => ({ ...previous, location: { ...previous.location, ...patch } }))
    setErrors((previous) => {
      const rest = { ...previous }
      for (const key of Object.keys(patch)) delete rest[`location.${key}`]
      return rest
    })
  }, [])

  const validate = useCallback(() => {
    const next = validateEventForm(values, new Date(), isNew)
    setErrors(next)
    return Object.keys(next).length === 0
  }, [values, isNew])

  const reset = useCallback(() => {
    setValues(initial)
    setErrors({})
  }, [initial])

  /** After a save, what is on screen becomes the new baseline. */
  const markSaved = useCallback((saved: EventFormValues) => {
    setInitial(saved)
    setValues(saved)
    setErrors({})
  }, [])

  return { initial, values, errors, dirty, isNew, setField, setLocation, setErrors, validate, reset, markSaved }
}

export function fieldError(errors: FieldErrors, field: string): string | null {
  return errors[field]?.[0] ?? null
}
