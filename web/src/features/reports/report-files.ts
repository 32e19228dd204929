import { toCsv } from '@usher/domain/guest-export/to-csv'

/** A file name from a title: 'Arrivals per 5 minutes' → 'arrivals-per-5-minutes'. */
export function fileNameOf(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'report'
  )
}

function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

interface CsvTable {
  columns: { key: string; label: string }[]
  rows: Record<string, unknown>[]
}

/** The table's rows keyed by the headers a person reads ('Tag: VIP' twice becomes 'Tag: VIP (2)'). */
export function csvRowsOf(table: CsvTable): { headers: string[]; rows: Record<string, unknown>[] } {
  const seen = new Map<string, number>()
  const headers = table.columns.map(({ label }) => {
    const count = (seen.get(label) ?? 0) + 1
    seen.set(label, count)
    return count === 1 ? label : `${label} (${count})`
  })
  const rows = table.rows.map((row) => Object.fromEntries(table.columns.map(({ key }, index) => [headers[index]!, row[key]])))
  return { headers, rows }
}

/** The table as a CSV file, headed as on screen (cells that would start a formula are escaped, as the guest export does). */
export function downloadCsv(title: string, table: CsvTable): void {
  const { headers, rows } = csvRowsOf(table)
  save(new Blob([toCsv(rows, { headers })], { type: 'text/csv;charset=utf-8' }), `${fileNameOf(title)}.csv`)
}

const PAINTED = [
  'fill',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'opacity',
  'fill-opacity',
  'stroke-opacity',
  'font-size',
  'font-family',
  'font-weight',
] as const

/**
 * The chart's drawing as a PNG, made in the browser: the SVG is copied with each element's computed colours
 * written on it (the page's CSS variables mean nothing to a lone image), drawn on a white canvas at twice the
 * size for sharp text, and saved.
 */
export async function downloadChartPng(container: HTMLElement, title: string): Promise<void> {
  const svg = container.querySelector('svg.recharts-surface') ?? container.querySelector('svg')
  if (!svg) return
  const { width, height } = svg.getBoundingClientRect()
  const copy = svg.cloneNode(true) as SVGSVGElement
  const sources = [svg, ...svg.querySelectorAll('*')]
  const targets = [copy, ...copy.querySelectorAll('*')]
  sources.forEach((source, index) => {
    const style = getComputedStyle(source)
    const target = targets[index] as SVGElement
    for (const property of PAINTED) target.style.setProperty(property, style.getPropertyValue(property))
  })
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg')
  copy.setAttribute('width', String(width))
  copy.setAttribute('height', String(height))
  const image = new Image()
  const loaded = new Promise<void>((resolve, reject) => {
    image.onload = () => resolve()
    image.onerror = () => reject(new Error('The chart could not be drawn.'))
  })
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(copy))}`
  await loaded
  const scale = 2
  const canvas = document.createElement('canvas')
  canvas.width = Math.ceil(width * scale)
  canvas.height = Math.ceil(height * scale)
  const context = canvas.getContext('2d')!
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.scale(scale, scale)
  context.drawImage(image, 0, 0, width, height)
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'))
  if (blob) save(blob, `${fileNameOf(title)}.png`)
}
