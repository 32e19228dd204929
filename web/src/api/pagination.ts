import type { z } from 'zod'
import type { PageMetaSchema } from '@usher/domain/contract/common'

export type PageMeta = z.infer<typeof PageMetaSchema>

export type Paginated<T> = { data: T[]; meta: PageMeta }

export type Single<T> = { data: T }

/** Commands answer with the changed resource and the global position of the write. */
export type CommandResult<T> = { data: T; position?: string }
