const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB']

/** A size as people read it: 1,234 bytes, 56 KB, 1.2 MB (powers of 1024, as the quota is set). */
export function formatBytes(bytes: number): string {
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit++
  }
  if (unit === 0) return `${bytes.toLocaleString('en-US')} bytes`
  return `${value.toLocaleString('en-US', { maximumFractionDigits: value < 10 ? 1 : 0 })} ${UNITS[unit]}`
}
