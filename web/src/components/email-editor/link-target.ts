import { MERGE_TAGS } from '@usher/domain/communications/merge-tags'

/** A guest's own links (their pass, their invitation…): a link or button can lead there instead of a fixed address. */
export const GUEST_LINK_TAGS = MERGE_TAGS.filter((tag) => tag.group === 'link')

/** How a link to a guest's own page is kept in href: the tag's id in braces, like the subject's tags. */
export function guestLinkHref(tagId: string): string {
  return `{${tagId}}`
}

/** The guest-link tag an href stands for, if it is one. */
export function guestLinkOf(href: string | null | undefined): string | null {
  const match = /^\{([a-z_]+\.[a-z_]+)\}$/.exec(href ?? '')
  return match && GUEST_LINK_TAGS.some((tag) => tag.id === match[1]) ? (match[1] ?? null) : null
}

/**
 * A web address as typed ("example.com/x" becomes https://example.com/x), or
 * null when it is not one a message can link to.
 */
export function webAddressOf(typed: string): string | null {
  const trimmed = typed.trim()
  if (!trimmed || /\s/.test(trimmed)) return null
  if (/^mailto:[^@\s]+@[^@\s]+$/i.test(trimmed)) return trimmed
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`
  try {
    const url = new URL(withScheme)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    return url.hostname.includes('.') ? url.toString() : null
  } catch {
    return null
  }
}
