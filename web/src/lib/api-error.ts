import type { FieldErrors } from '@usher/domain/validation/errors'

/** Every failed API call rejects with this: people read `message`, code switches on `code`. */
export class ApiError extends Error {
  readonly status: number
  readonly code: string | null
  readonly errors: FieldErrors
  /** The refusal's `data`, when it carries one (a door scan's 409 names who checked the guest in). */
  readonly data: unknown

  constructor(status: number, message: string, code: string | null = null, errors: FieldErrors = {}, data: unknown = undefined) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.errors = errors
    this.data = data
  }

  get isValidation(): boolean {
    return this.status === 422
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

export function errorStatus(error: unknown): number {
  return isApiError(error) ? error.status : 500
}
