export type PageMeta = { total: number; page: number; per_page: number; last_page: number }

export type Paginated<T> = { data: T[]; meta: PageMeta }

export type Single<T> = { data: T }

/** Commands answer with the changed resource and the global position of the write. */
export type CommandResult<T> = { data: T; position?: string }
