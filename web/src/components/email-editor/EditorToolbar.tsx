import type { ReactNode } from 'react'
import { useEditorState, type Editor } from '@tiptap/react'
import { Toolbar } from 'radix-ui'
import {
  AlignCenter,
  AlignLeft,
  AlignRight,
  AtSign,
  Bold,
  Heading1,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Redo2,
  RectangleHorizontal,
  Underline,
  Undo2,
} from 'lucide-react'
import { Tooltip } from '@/components/ui/tooltip'
import { cn } from '@/lib/cn'

type EditorToolbarProps = {
  editor: Editor
  /** The name of what is edited, e.g. "Message": the toolbar is "Message formatting". */
  label: string
  disabled?: boolean
  onLink: (kind: 'link' | 'button') => void
  onImage: () => void
  onMergeTag: () => void
}

type ToolProps = { label: string; shortcut?: string; pressed?: boolean; disabled?: boolean; onClick: () => void; children: ReactNode }

/** One toolbar button: its name in a tooltip (with its shortcut), pressed when the format is on. */
function Tool({ label, shortcut, pressed, disabled, onClick, children }: ToolProps) {
  return (
    <Tooltip content={shortcut ? `${label} (${shortcut})` : label} side="bottom">
      <Toolbar.Button
        type="button"
        aria-label={label}
        aria-pressed={pressed}
        disabled={disabled}
        onClick={onClick}
        className={cn(
          'inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground disabled:pointer-events-none disabled:opacity-40 [&_svg]:size-4',
          pressed && 'bg-primary-soft text-primary hover:bg-primary-soft hover:text-primary',
        )}
      >
        {children}
      </Toolbar.Button>
    </Tooltip>
  )
}

function Divider() {
  return <Toolbar.Separator className="mx-1 h-5 w-px shrink-0 bg-border" />
}

const mod = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl+'

/**
 * The formatting bar above the message. One tab stop (the arrow keys move
 * between its buttons, as a toolbar should); it wraps on narrow screens.
 */
export function EditorToolbar({ editor, label, disabled, onLink, onImage, onMergeTag }: EditorToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      h1: current.isActive('heading', { level: 1 }),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullets: current.isActive('bulletList'),
      numbers: current.isActive('orderedList'),
      left: current.isActive({ textAlign: 'left' }),
      center: current.isActive({ textAlign: 'center' }),
      right: current.isActive({ textAlign: 'right' }),
      link: current.isActive('link') && !current.getAttributes('link').button,
      button: current.isActive('link') && Boolean(current.getAttributes('link').button),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  })
  const chain = () => editor.chain().focus()

  return (
    <Toolbar.Root
      aria-label={`${label} formatting`}
      className="flex flex-wrap items-center gap-0.5 rounded-t-lg border-b border-border bg-background px-2 py-1.5"
      data-testid="email-editor-toolbar"
    >
      <Tool label="Bold" shortcut={`${mod}B`} pressed={state.bold} disabled={disabled} onClick={() => chain().toggleBold().run()}>
        <Bold aria-hidden />
      </Tool>
      <Tool label="Italic" shortcut={`${mod}I`} pressed={state.italic} disabled={disabled} onClick={() => chain().toggleItalic().run()}>
        <Italic aria-hidden />
      </Tool>
      <Tool label="Underline" shortcut={`${mod}U`} pressed={state.underline} disabled={disabled} onClick={() => chain().toggleUnderline().run()}>
        <Underline aria-hidden />
      </Tool>
      <Divider />
      <Tool label="Heading 1" pressed={state.h1} disabled={disabled} onClick={() => chain().toggleHeading({ level: 1 }).run()}>
        <Heading1 aria-hidden />
      </Tool>
      <Tool label="Heading 2" pressed={state.h2} disabled={disabled} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        <Heading2 aria-hidden />
      </Tool>
      <Tool label="Heading 3" pressed={state.h3} disabled={disabled} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        <Heading3 aria-hidden />
      </Tool>
      <Divider />
      <Tool label="Bulleted list" pressed={state.bullets} disabled={disabled} onClick={() => chain().toggleBulletList().run()}>
        <List aria-hidden />
      </Tool>
      <Tool label="Numbered list" pressed={state.numbers} disabled={disabled} onClick={() => chain().toggleOrderedList().run()}>
        <ListOrdered aria-hidden />
      </Tool>
      <Divider />
      <Tool label="Align left" pressed={state.left} disabled={disabled} onClick={() => chain().setTextAlign('left').run()}>
        <AlignLeft aria-hidden />
      </Tool>
      <Tool label="Align centre" pressed={state.center} disabled={disabled} onClick={() => chain().setTextAlign('center').run()}>
        <AlignCenter aria-hidden />
      </Tool>
      <Tool label="Align right" pressed={state.right} disabled={disabled} onClick={() => chain().setTextAlign('right').run()}>
        <AlignRight aria-hidden />
      </Tool>
      <Divider />
      <Tool label="Link" shortcut={`${mod}K`} pressed={state.link} disabled={disabled} onClick={() => onLink('link')}>
        <Link2 aria-hidden />
      </Tool>
      <Tool label="Button" pressed={state.button} disabled={disabled} onClick={() => onLink('button')}>
        <RectangleHorizontal aria-hidden />
      </Tool>
      <Tool label="Image" disabled={disabled} onClick={onImage}>
        <ImagePlus aria-hidden />
      </Tool>
      <Tool label="Merge tag" shortcut="@" disabled={disabled} onClick={onMergeTag}>
        <AtSign aria-hidden />
      </Tool>
      <Divider />
      <Tool label="Undo" shortcut={`${mod}Z`} disabled={disabled || !state.canUndo} onClick={() => chain().undo().run()}>
        <Undo2 aria-hidden />
      </Tool>
      <Tool label="Redo" shortcut={`${mod}Shift+Z`} disabled={disabled || !state.canRedo} onClick={() => chain().redo().run()}>
        <Redo2 aria-hidden />
      </Tool>
    </Toolbar.Root>
  )
}
