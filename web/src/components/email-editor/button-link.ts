import Link from '@tiptap/extension-link'

/**
 * Links, and links drawn as buttons: `<a href data-button="true">`, which the
 * message layout styles in the event's colour with the spec's padding (15px 40px).
 */
export const ButtonLink = Link.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      button: {
        default: false,
        parseHTML: (element) => element.getAttribute('data-button') === 'true',
        renderHTML: (attributes) => (attributes.button ? { 'data-button': 'true' } : {}),
      },
    }
  },
}).configure({
  openOnClick: false,
  autolink: true,
  defaultProtocol: 'https',
  // The message's HTML keeps only the address: the layout decides how links open.
  HTMLAttributes: { target: null, rel: null, class: null },
})
