import { useEffect, useId, useRef, useState } from 'react'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import Image from '@tiptap/extension-image'
import TextAlign from '@tiptap/extension-text-align'
import { MediaUploaderDialog } from '@/components/media/MediaUploaderDialog'
import { cn } from '@/lib/cn'
import { ButtonLink } from './button-link'
import { EditorToolbar } from './EditorToolbar'
import { LinkDialog, type LinkDraft } from './LinkDialog'
import { mergeTagMention } from './merge-tag-mention'
import { useMergeTags } from './use-merge-tags'

type EmailEditorProps = {
  /** The accessible name of the writing area, e.g. "Message". */
  label: string
  /** The element naming it on screen, when there is one (its id). */
  labelledBy?: string
  /** The message's HTML (the stored form: merge tags as mention spans). */
  value: string
  onChange: (html: string) => void
  disabled?: boolean
  placeholder?: string
  invalid?: boolean
  /** The id of the error or hint under the editor. */
  describedBy?: string
  className?: string
}

/** The HTML an empty editor gives: stored as nothing. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML()
}

/**
 * The email editor (spec section 2, Email template editor): the message as
 * it will look, 600px wide on white, with a toolbar; merge tags are typed
 * with @ and shown as chips. Used by communications and by templates.
 */
export function EmailEditor({ label, labelledBy, value, onChange, disabled, placeholder, invalid, describedBy, className }: EmailEditorProps) {
  const menuId = `${useId().replace(/:/g, '')}-merge-tags`
  const popupHost = useRef<HTMLDivElement>(null)
  const [linkDraft, setLinkDraft] = useState<LinkDraft | null>(null)
  const [choosingImage, setChoosingImage] = useState(false)
  const openLinkRef = useRef<(kind: 'link' | 'button') => void>(() => undefined)
  // The latest onChange without rebuilding the editor when the parent re-renders.
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  // The value last given or sent: an update that leaves the HTML as it was (a plugin's own step) is no change.
  const valueRef = useRef(value)
  valueRef.current = value
  // The tags' examples arrive after the editor is built: the list reads the latest when it opens.
  const mergeTags = useMergeTags()
  const tagsRef = useRef(mergeTags)
  tagsRef.current = mergeTags

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [1, 2, 3] }, link: false, code: false, codeBlock: false, horizontalRule: false }),
      ButtonLink,
      Image.configure({ inline: false, allowBase64: false }),
      TextAlign.configure({ types: ['heading', 'paragraph'], alignments: ['left', 'center', 'right'] }),
      mergeTagMention({ menuId, popupHost: () => popupHost.current, tags: () => tagsRef.current }),
    ],
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(labelledBy ? { 'aria-labelledby': labelledBy } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'email-content min-h-64 p-6 outline-none',
        'data-testid': 'email-editor',
      },
      handleKeyDown: (_view, event) => {
        if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
          event.preventDefault()
          openLinkRef.current('link')
          return true
        }
        return false
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current)
      if (!current.isEditable || html === valueRef.current) return
      valueRef.current = html
      onChangeRef.current(html)
    },
  })

  // A new value from outside (another communication loaded, a template chosen) replaces the content,
  // but never under the organiser's caret: while they write, what they see is the truth.
  useEffect(() => {
    if (editor && !editor.isFocused && value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value])

  useEffect(() => {
    editor?.setEditable(!disabled)
  }, [editor, disabled])

  const isEmpty = useEditorState({ editor, selector: ({ editor: current }) => current?.isEmpty ?? true })

  openLinkRef.current = (kind) => {
    if (!editor || disabled) return
    const attributes = editor.getAttributes('link') as { href?: string; button?: boolean }
    const onLink = editor.isActive('link') && Boolean(attributes.button) === (kind === 'button')
    if (onLink) editor.chain().extendMarkRange('link').run()
    const { from, to } = editor.state.selection
    setLinkDraft({
      kind,
      href: onLink ? (attributes.href ?? null) : null,
      text: from === to ? null : editor.state.doc.textBetween(from, to, ' '),
      askText: from === to,
    })
  }

  const saveLink = ({ href, text }: { href: string; text: string | null }) => {
    if (!editor) return
    const mark = { href, button: linkDraft?.kind === 'button' }
    const chain = editor.chain().focus()
    if (text) chain.insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: mark }] })
    else chain.extendMarkRange('link').setMark('link', mark)
    chain.run()
  }

  const insertMergeTag = () => {
    if (!editor) return
    const { from } = editor.state.selection
    const before = editor.state.doc.textBetween(Math.max(0, from - 1), from, '\n', '\n')
    // The list opens after an @ that starts a word.
    editor
      .chain()
      .focus()
      .insertContent(before && !/\s/.test(before) ? ' @' : '@')
      .run()
  }

  return (
    <div
      className={cn(
        'relative flex flex-col rounded-lg border bg-canvas',
        invalid ? 'border-error' : 'border-border-strong',
        disabled && 'opacity-70',
        className,
      )}
    >
      {editor && (
        <EditorToolbar
          editor={editor}
          label={label}
          disabled={disabled}
          onLink={(kind) => openLinkRef.current(kind)}
          onImage={() => setChoosingImage(true)}
          onMergeTag={insertMergeTag}
        />
      )}
      {/* The message as guests see it: 600px of white (spec section 2), centred on the canvas. */}
      <div className="overflow-x-auto p-3 sm:p-6">
        <div className="relative mx-auto w-full max-w-[600px] rounded-sm bg-white shadow-card">
          {isEmpty && placeholder && (
            <p aria-hidden className="pointer-events-none absolute top-6 left-6 text-base text-subtle-foreground">
              {placeholder}
            </p>
          )}
          <EditorContent editor={editor} />
        </div>
      </div>
      <div ref={popupHost} />
      <p className="border-t border-border px-3 py-2 text-xs text-muted-foreground">
        Type <kbd className="rounded border border-border bg-background px-1 font-sans">@</kbd> to add a merge tag such as the guest&rsquo;s first name.
      </p>
      <LinkDialog
        draft={linkDraft}
        onOpenChange={(open) => {
          if (!open) setLinkDraft(null)
        }}
        onSave={saveLink}
        onRemove={() => editor?.chain().focus().extendMarkRange('link').unsetLink().run()}
      />
      <MediaUploaderDialog
        open={choosingImage}
        onOpenChange={setChoosingImage}
        title="Add an image"
        description="Upload a PNG, JPEG, GIF or WebP image of up to 5 MB, or choose one from your library. Images wider than the message are shown at its width."
        onSelect={(item) => editor?.chain().focus().setImage({ src: item.url, alt: item.title }).run()}
      />
    </div>
  )
}
