import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { regionsOf, sheetOf, type Box } from '@usher/domain/badges/badge-geometry'
import type { BadgeLayout } from '@usher/domain/badges/badge-layout'
import { PassQrCode } from '@/components/qr/PassQrCode'
import { useElementWidth } from '@/lib/use-element-width'
import type { SampleBadge } from './sample-badge'

type BadgePreviewProps = {
  layout: BadgeLayout
  look: { band_color: string; band_text_color: string; logo_src: string | null }
  sample: SampleBadge
}

// A line of text sized to its box the way the PDF sizes it: as large as the box allows, smaller
// for a long text. The browser cannot measure before drawing, so an average glyph width stands in.
function fittedSize(text: string, box: Box, max: number, scale: number): number {
  const widthAtOne = Math.max(1, text.length) * 0.58
  return Math.max(6, Math.min(max, box.width / widthAtOne)) * scale
}

/**
 * A line of the badge drawn at its fitted size, then made smaller if the browser's own glyphs are wider
 * than the average that sized it (a bold name was cut off at its end): text shrinks, never clips.
 */
function FittedLine({
  size,
  className,
  style,
  children,
  testId,
}: {
  size: number
  className: string
  style: CSSProperties
  children: ReactNode
  testId?: string
}) {
  const ref = useRef<HTMLParagraphElement>(null)
  const [fontSize, setFontSize] = useState(size)
  useLayoutEffect(() => setFontSize(size), [size, children])
  useLayoutEffect(() => {
    const element = ref.current
    if (!element || element.scrollWidth <= element.clientWidth) return
    // Text width grows with the font size: one step brings it inside, with a little room for rounding.
    setFontSize((current) => Math.max(4, current * (element.clientWidth / element.scrollWidth) * 0.97))
  }, [fontSize])
  return (
    <p ref={ref} className={className} style={{ ...style, fontSize }} data-testid={testId}>
      {children}
    </p>
  )
}

const placed = (box: Box, scale: number): CSSProperties => ({
  position: 'absolute',
  left: box.x * scale,
  top: box.y * scale,
  width: box.width * scale,
  height: box.height * scale,
})

/**
 * The badge as the PDF draws it, from the same rectangles (shared/domain/src/badges/badge-geometry.ts),
 * scaled to the room the preview has. The sample guest shows every field the layout prints.
 */
export function BadgePreview({ layout, look, sample }: BadgePreviewProps) {
  const [measure, width] = useElementWidth<HTMLDivElement>()
  const badge = sheetOf(layout.size).badge
  const scale = (width ?? badge.width) / badge.width
  const regions = regionsOf(badge, layout, look.logo_src !== null)
  const tall = badge.height > badge.width
  const centred = !regions.qr || tall
  const lines = [
    layout.secondary_field !== null ? sample.secondary : undefined,
    layout.show_ticket_variation ? sample.ticket_variation : undefined,
    layout.show_host_group ? sample.host_group : undefined,
    layout.show_table ? `Table ${sample.table}` : undefined,
  ].filter((line): line is string => line !== undefined)
  return (
    <div ref={measure} className={tall ? 'mx-auto w-full max-w-[240px] sm:max-w-[300px]' : 'w-full'}>
      <div
        data-testid="badge-preview"
        data-badge-size={layout.size}
        role="img"
        aria-label={`Badge preview: ${[sample.name, ...lines].join(', ')}`}
        className="relative overflow-hidden rounded-md border border-border bg-white text-[#111827] shadow-sm"
        style={{ width: badge.width * scale, height: badge.height * scale }}
      >
        <div style={{ ...placed(regions.band, scale), backgroundColor: look.band_color }} />
        {regions.logo && look.logo_src && <img src={look.logo_src} alt="" style={placed(regions.logo, scale)} className="object-contain" />}
        <FittedLine
          className={`flex items-center overflow-hidden font-bold whitespace-nowrap ${regions.logo ? '' : 'justify-center'}`}
          style={{ ...placed(regions.eventName, scale), color: look.band_text_color }}
          size={fittedSize(sample.event_name, regions.eventName, regions.eventName.height * 0.5, scale)}
        >
          {sample.event_name}
        </FittedLine>
        <FittedLine
          className={`flex items-center overflow-hidden font-bold whitespace-nowrap ${centred ? 'justify-center' : ''}`}
          style={placed(regions.name, scale)}
          size={fittedSize(sample.name, regions.name, Math.min(regions.name.height * 0.6, badge.width * 0.12), scale)}
          testId="badge-preview-name"
        >
          {sample.name}
        </FittedLine>
        {lines.map((line, index) => (
          <FittedLine
            key={index}
            className={`flex items-center overflow-hidden whitespace-nowrap text-[#4B5563] ${centred ? 'justify-center' : ''}`}
            style={placed(regions.lines[index]!, scale)}
            size={fittedSize(line, regions.lines[index]!, regions.lines[index]!.height * 0.7, scale)}
          >
            {line}
          </FittedLine>
        ))}
        {regions.qr && (
          <div style={placed(regions.qr, scale)}>
            <PassQrCode value={sample.qr} className="size-full" />
          </div>
        )}
      </div>
    </div>
  )
}
