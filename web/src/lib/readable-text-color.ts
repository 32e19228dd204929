import { colord, extend } from 'colord'
import a11yPlugin from 'colord/plugins/a11y'

extend([a11yPlugin])

/**
 * The text colour for a label on a colour the organiser picked (a tag chip):
 * white or black, whichever contrasts more. With only white text, half of the
 * tag palette's light hues (sky, lime, amber...) fell below WCAG AA's 4.5:1;
 * choosing per colour keeps every one of them readable.
 */
export function readableTextColor(background: string): '#ffffff' | '#000000' {
  const fill = colord(background)
  return fill.contrast('#ffffff') >= fill.contrast('#000000') ? '#ffffff' : '#000000'
}
