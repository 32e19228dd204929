import { rowSelectionFeature, tableFeatures } from '@tanstack/react-table'

/** The guest table's TanStack Table features; the columns of every file type themselves by it, so it lives apart from them (no import loop). */
export const guestTableFeatures = tableFeatures({ rowSelectionFeature })
