import type { ReactNode } from 'react'
import { Popover } from 'radix-ui'
import {
  AlignCenterHorizontal,
  AlignCenterVertical,
  AlignEndHorizontal,
  AlignEndVertical,
  AlignStartHorizontal,
  AlignStartVertical,
  Circle,
  Keyboard,
  LayoutTemplate,
  MousePointer2,
  Redo2,
  Rows3,
  Square,
  Type,
  Undo2,
  RectangleHorizontal,
  Hexagon,
  CircleDashed,
  Grid3x3,
  Frame,
  Check,
  Loader2,
  TriangleAlert,
  ChevronDown,
} from 'lucide-react'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { SHORTCUTS, type Tool } from './editor-tools'
import { TEMPLATES, type TemplateName } from './plan-templates'
import type { Alignment } from './plan-edits'
import type { SaveStatus } from './use-plan-editor'

type PlanTopBarProps = {
  /** Buttons beside undo and redo that any reader of the plan may use (printing). */
  actions?: ReactNode
  tool: Tool
  onTool: (tool: Tool) => void
  onTemplate: (name: TemplateName) => void
  onAlign: (how: Alignment) => void
  canAlign: boolean
  undo: () => void
  redo: () => void
  canUndo: boolean
  canRedo: boolean
  status: SaveStatus
  snap: boolean
  onSnap: (snap: boolean) => void
  seatingType: 'venue' | 'theatre'
}

function ToolButton({ active, title, onClick, children }: { active?: boolean; title: string; onClick: () => void; children: React.ReactNode }) {
  return (
    <Button variant={active ? 'soft' : 'ghost'} size="icon" title={title} aria-label={title} aria-pressed={active} onClick={onClick}>
      {children}
    </Button>
  )
}

const ALIGNMENTS = [
  ['left', AlignStartVertical, 'Align left'],
  ['centre', AlignCenterVertical, 'Align centres'],
  ['right', AlignEndVertical, 'Align right'],
  ['top', AlignStartHorizontal, 'Align top'],
  ['middle', AlignCenterHorizontal, 'Align middles'],
  ['bottom', AlignEndHorizontal, 'Align bottom'],
] as const

/** The editor's tools: what to draw, templates, alignment, undo and redo, and whether it is saved; one row on a desk's screen (the placing tools' options are in the properties panel, PlanToolOptions). */
export function PlanTopBar(props: PlanTopBarProps) {
  const { tool, onTool } = props
  return (
    <div className="flex flex-wrap items-center gap-1 border-b border-border bg-background px-2 py-1.5" role="toolbar" aria-label="Floor plan tools">
      <ToolButton active={tool === 'select'} title="Select (Escape)" onClick={() => onTool('select')}>
        <MousePointer2 />
      </ToolButton>
      <span className="mx-1 h-6 w-px bg-border" aria-hidden />
      <ToolButton active={tool === 'round'} title="Add a round table" onClick={() => onTool('round')}>
        <Circle />
      </ToolButton>
      <ToolButton active={tool === 'rectangle'} title="Add a rectangular table" onClick={() => onTool('rectangle')}>
        <RectangleHorizontal />
      </ToolButton>
      <ToolButton active={tool === 'section'} title="Add a theatre section" onClick={() => onTool('section')}>
        <Frame />
      </ToolButton>
      <ToolButton active={tool === 'row'} title="Add a row of seats" onClick={() => onTool('row')}>
        <Rows3 />
      </ToolButton>
      <span className="mx-1 h-6 w-px bg-border" aria-hidden />
      <ToolButton active={tool === 'Square'} title="Rectangle: stage, bar, door" onClick={() => onTool('Square')}>
        <Square />
      </ToolButton>
      <ToolButton active={tool === 'Ellipsis'} title="Ellipse: dance floor" onClick={() => onTool('Ellipsis')}>
        <CircleDashed />
      </ToolButton>
      <ToolButton active={tool === 'CustomPolygon'} title="Polygon" onClick={() => onTool('CustomPolygon')}>
        <Hexagon />
      </ToolButton>
      <ToolButton active={tool === 'TextField'} title="Label" onClick={() => onTool('TextField')}>
        <Type />
      </ToolButton>
      <span className="mx-1 h-6 w-px bg-border" aria-hidden />
      <Popover.Root>
        <Popover.Trigger asChild>
          <Button variant="ghost" size="sm">
            <LayoutTemplate /> Templates
          </Button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content sideOffset={6} align="start" className="z-50 w-72 rounded-lg border border-border bg-background p-1 shadow-lg">
            {TEMPLATES.map((t) => (
              <Popover.Close asChild key={t.name}>
                <button
                  type="button"
                  className="flex w-full flex-col items-start rounded-md px-3 py-2 text-left hover:bg-muted"
                  onClick={() => props.onTemplate(t.name)}
                >
                  <span className="text-sm font-medium">{t.title}</span>
                  <span className="text-xs text-muted-foreground">{t.description}</span>
                </button>
              </Popover.Close>
            ))}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {/* One button for the six alignments: side by side they took the room the bar needs to stay on one row. */}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="sm"
            disabled={!props.canAlign}
            title={props.canAlign ? 'Align the selected items' : 'Align: select two items or more'}
            data-testid="plan-align"
          >
            <AlignStartVertical /> Align <ChevronDown />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-48">
          {ALIGNMENTS.map(([how, Icon, title]) => (
            <DropdownMenuItem key={how} onSelect={() => props.onAlign(how)}>
              <Icon aria-hidden />
              {title}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <ToolButton active={props.snap} title={props.snap ? 'Snap to grid: on' : 'Snap to grid: off'} onClick={() => props.onSnap(!props.snap)}>
        <Grid3x3 />
      </ToolButton>
      <div className="ml-auto flex items-center gap-1">
        <Button variant="ghost" size="icon" title="Undo (Ctrl+Z)" aria-label="Undo" disabled={!props.canUndo} onClick={props.undo}>
          <Undo2 />
        </Button>
        <Button variant="ghost" size="icon" title="Redo (Shift+Ctrl+Z)" aria-label="Redo" disabled={!props.canRedo} onClick={props.redo}>
          <Redo2 />
        </Button>
        <span className="flex min-w-20 items-center gap-1 text-xs text-muted-foreground" data-testid="save-state" aria-live="polite">
          {props.status === 'saving' ? (
            <>
              <Loader2 className="size-3.5 animate-spin" /> Saving…
            </>
          ) : props.status === 'failed' ? (
            <>
              <TriangleAlert className="size-3.5 text-error" /> Not saved
            </>
          ) : (
            <>
              <Check className="size-3.5 text-success" /> Saved
            </>
          )}
        </span>
        {props.actions}
        <ShortcutsHelp />
      </div>
    </div>
  )
}

export function ShortcutsHelp() {
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="icon" title="Keyboard shortcuts" aria-label="Keyboard shortcuts">
          <Keyboard />
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content sideOffset={6} align="end" className="z-50 w-80 rounded-lg border border-border bg-background p-3 shadow-lg">
          <p className="mb-2 text-sm font-semibold">Keyboard shortcuts</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
            {SHORTCUTS.map(([keys, what]) => (
              <div key={keys} className="contents">
                <dt className="font-mono text-muted-foreground">{keys}</dt>
                <dd>{what}</dd>
              </div>
            ))}
          </dl>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
