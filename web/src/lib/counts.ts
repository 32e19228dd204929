const numberFormat = new Intl.NumberFormat('en-US')

/** 12,345: counts as people read them. */
export function formatCount(value: number): string {
  return numberFormat.format(value)
}

/** '1 group', '3 groups': a count with the word that agrees with it. */
export function plural(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`
}
