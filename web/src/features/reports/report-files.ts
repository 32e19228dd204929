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

/** The chart's own drawing: the biggest SVG in the box (the legend's little icons are SVGs too). */
function chartSvgOf(container: HTMLElement): SVGSVGElement | null {
  const area = (svg: SVGSVGElement) => svg.getBoundingClientRect().width * svg.getBoundingClientRect().height
  return [...container.querySelectorAll('svg')].sort((a, b) => area(b) - area(a))[0] ?? null
}

/** The SVG copied with each element's computed paint written on it: the page's CSS variables mean nothing to a lone image. */
async function imageOf(svg: SVGSVGElement, width: number, height: number): Promise<HTMLImageElement> {
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
  return image
}

/** The legend's entries (HTML beside the SVG): each series' colour and name. */
function legendOf(container: HTMLElement): { color: string; label: string }[] {
  return [...container.querySelectorAll('.recharts-legend-item')].map((item) => {
    const mark = item.querySelector('path, rect, line')
    const style = mark ? getComputedStyle(mark) : null
    const fill = style?.fill && style.fill !== 'none' ? style.fill : (style?.stroke ?? '#000000')
    return { color: fill, label: item.textContent?.trim() ?? '' }
  })
}

const TITLE_HEIGHT = 32
const LEGEND_HEIGHT = 28

/**
 * The chart as a PNG, made in the browser: its title, the drawing and its legend on a white canvas at twice
 * the size for sharp text, then saved. No server is asked.
 */
export async function downloadChartPng(container: HTMLElement, title: string): Promise<void> {
  const svg = chartSvgOf(container)
  if (!svg) return
  const { width, height } = svg.getBoundingClientRect()
  const image = await imageOf(svg, width, height)
  const legend = legendOf(container)
  const scale = 2
  const canvas = document.createElement('canvas')
  canvas.width = Math.ceil(width * scale)
  canvas.height = Math.ceil((TITLE_HEIGHT + height + (legend.length > 0 ? LEGEND_HEIGHT : 0)) * scale)
  const context = canvas.getContext('2d')!
  context.scale(scale, scale)
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, width, canvas.height)
  context.fillStyle = '#111827'
  context.font = '600 14px system-ui, sans-serif'
  context.fillText(title, 8, 20)
  context.drawImage(image, 0, TITLE_HEIGHT, width, height)
  context.font = '12px system-ui, sans-serif'
  let x = 8
  for (const { color, label } of legend) {
    context.fillStyle = color
    context.fillRect(x, TITLE_HEIGHT + height + 9, 10, 10)
    context.fillStyle = '#374151'
    context.fillText(label, x + 14, TITLE_HEIGHT + height + 18)
    x += 14 + context.measureText(label).width + 16
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'))
  if (blob) save(blob, `${fileNameOf(title)}.png`)
}
