import Mention from '@tiptap/extension-mention'
import { ReactRenderer } from '@tiptap/react'
import { flatChoices, mergeTagChoices, spaceAfterTag } from '@usher/domain/communications/merge-tag-picking'
import { mergeTagById, type MergeTag } from '@usher/domain/communications/merge-tags'
import { MergeTagSuggestion, type MergeTagSuggestionHandle, type MergeTagSuggestionProps } from './MergeTagSuggestion'

type MergeTagMentionOptions = {
  menuId: string
  /** Where the list goes: inside the editor, so a dialog around the editor keeps it within its own focus. */
  popupHost: () => HTMLElement | null
  /** The tags with the event's own examples, as they are when the list opens. */
  tags: () => readonly MergeTag[]
}

function labelOf(attrs: { id?: string | null; label?: string | null }): string {
  return attrs.label ?? (attrs.id ? (mergeTagById(attrs.id)?.label ?? attrs.id) : '')
}

/**
 * Merge tags typed with @ (spec section 2), kept in the HTML as
 * `<span data-type="mention" data-id="guest.first_name" data-label="First name">@First name</span>`:
 * the form the renderer replaces with each recipient's value.
 */
export function mergeTagMention({ menuId, popupHost, tags }: MergeTagMentionOptions) {
  return Mention.configure({
    deleteTriggerWithBackspace: true,
    renderText: ({ node }) => `@${labelOf(node.attrs)}`,
    renderHTML: ({ node }) => ['span', { 'data-type': 'mention', 'data-id': node.attrs.id, 'data-label': labelOf(node.attrs) }, `@${labelOf(node.attrs)}`],
    suggestion: {
      char: '@',
      // Only while the message has focus: a dialog opened from the page (the preview) must not bring the list back.
      allow: ({ editor }) => editor.view.hasFocus(),
      items: ({ query }) => flatChoices(mergeTagChoices(query)),
      // Tiptap's own command always adds a space after the tag: none before punctuation ("Dear Ada," not "Dear Ada ,").
      command: ({ editor, range, props }) => {
        const after = editor.state.doc.textBetween(range.to, Math.min(range.to + 1, editor.state.doc.content.size), '\n', ' ')
        const tag = { type: 'mention', attrs: props }
        editor
          .chain()
          .focus()
          .insertContentAt(range, spaceAfterTag(after) ? [tag, { type: 'text', text: ' ' }] : [tag])
          .run()
      },
      render: () => {
        let popup: ReactRenderer<MergeTagSuggestionHandle, MergeTagSuggestionProps> | null = null
        let unmount: (() => void) | null = null
        const propsOf = (query: string, command: (tag: { id: string; label: string }) => void, editor: MergeTagSuggestionProps['editor']) => ({
          editor,
          menuId,
          query,
          pick: (tag: MergeTag) => command({ id: tag.id, label: tag.label }),
          tags: tags(),
        })
        return {
          onStart: (props) => {
            popup = new ReactRenderer(MergeTagSuggestion, { props: propsOf(props.query, props.command, props.editor), editor: props.editor })
            const element = popup.element as HTMLElement
            popupHost()?.appendChild(element)
            unmount = props.mount(element)
          },
          onUpdate: (props) => popup?.updateProps(propsOf(props.query, props.command, props.editor)),
          onKeyDown: ({ event }) => popup?.ref?.onKeyDown(event) ?? false,
          onExit: () => {
            unmount?.()
            popup?.element.remove()
            popup?.destroy()
            popup = null
            unmount = null
          },
        }
      },
    },
  })
}
