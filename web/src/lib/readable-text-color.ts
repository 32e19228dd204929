/**
 * The text colour for a label on a colour the organiser picked (a tag chip):
 * white or black, whichever contrasts more. With only white text, half of the
 * tag palette's light hues (sky, lime, amber...) fell below WCAG AA's 4.5:1;
 * choosing per colour keeps every one of them readable.
 *
 * Tag colours are the palette's hex codes (TAG_COLORS; the deciders refuse any
 * other), so this reads hex alone and does WCAG's contrast sums itself: colord
 * did it before, 2.4 kB gzip on the first load of every page with a tag chip
 * (the guest list's, issue 31). A colour it cannot read gets white text, as
 * colord's unreadable colour (black) did.
 */
export function readableTextColor(background: string): '#ffffff' | '#000000' {
  const rgb = rgbOfHex(background) ?? [0, 0, 0]
  const fill = relativeLuminance(rgb)
  return contrast(fill, 1) >= contrast(fill, 0) ? '#ffffff' : '#000000'
}

/** #rgb, #rgba, #rrggbb or #rrggbbaa as red, green and blue of 0–255 (alpha ignored); null for anything else. */
function rgbOfHex(color: string): [number, number, number] | null {
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color.trim())?.[1]
  if (!hex) return null
  const wide = hex.length <= 4 ? hex.replace(/./g, (digit) => digit + digit) : hex
  const channel = (index: number) => parseInt(wide.slice(index * 2, index * 2 + 2), 16)
  return [channel(0), channel(1), channel(2)]
}

/** WCAG 2's relative luminance of an sRGB colour. */
function relativeLuminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255
    return c < 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4)
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** WCAG's contrast ratio of two luminances, floored to two decimals as colord's a11y plugin did (ties go to white). */
function contrast(a: number, b: number): number {
  const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
  return Math.floor(ratio * 100) / 100
}
