import type { LucideIcon } from 'lucide-react'

/** One thing an administrator can do to an account, as the users list's row menu offers it. */
export type UserAction = { key: string; label: string; icon: LucideIcon; tone?: 'danger'; onSelect: () => void }

/** A titled group of the row menu's actions, and whether one of them is under way. */
export type UserActionGroup = { title: string; busy: boolean; actions: UserAction[] }
