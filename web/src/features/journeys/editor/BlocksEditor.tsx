import { useQuery } from '@tanstack/react-query'
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react'
import { JOURNEY_LIMITS, type JourneyBlock } from '@usher/domain/journeys/index'
import { mediaLibraryQuery } from '@/api/media'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { MediaImageField } from '@/components/media/MediaImageField'
import { newBlock } from './new-step'
import { TypedInput, TypedTextarea } from './TypedField'

type BlockType = JourneyBlock['type']

export const BLOCK_LABELS: Record<BlockType, string> = {
  heading: 'Heading',
  text: 'Text',
  image: 'Image',
  button: 'Link button',
  event_details: 'Event details',
  map: 'Map',
  features: 'Features',
}

const BLOCK_HINTS: Partial<Record<BlockType, string>> = {
  event_details: 'The event’s name, dates and place, as the event’s settings say them.',
  map: 'A map of the event’s location, with a link to directions.',
  features: 'The event’s features, as the event builder lists them.',
}

const HTTPS = /^https:\/\/[^\s]+$/i

type BlocksEditorProps = {
  stepId: string
  blocks: JourneyBlock[]
  disabled: boolean
  /** typing: a change of words, saved once the typing pauses. */
  onChange: (blocks: JourneyBlock[], typing: boolean) => void
  onDone: () => void
}

/** A page's content, block by block: plain words (never HTML), images from the media library, https links. */
export function BlocksEditor({ stepId, blocks, disabled, onChange, onDone }: BlocksEditorProps) {
  const media = useQuery(mediaLibraryQuery())
  const replace = (index: number, block: JourneyBlock, typing: boolean) =>
    onChange(
      blocks.map((candidate, at) => (at === index ? block : candidate)),
      typing,
    )
  const move = (index: number, by: -1 | 1) => {
    const next = [...blocks]
    const [block] = next.splice(index, 1)
    next.splice(index + by, 0, block!)
    onChange(next, false)
  }
  return (
    <div className="flex flex-col gap-3" data-testid="blocks-editor">
      {blocks.length === 0 && <p className="text-xs text-muted-foreground">Nothing on this step yet: add a heading or some text.</p>}
      {blocks.map((block, index) => {
        const id = `block-${stepId}-${block.id}`
        const image = block.media_id ? media.data?.data.find((item) => item.id === block.media_id) : undefined
        return (
          <div key={block.id} className="rounded-md border border-border bg-background p-2.5" data-testid="journey-block">
            <div className="mb-1.5 flex items-center gap-1">
              <span className="text-xs font-semibold text-muted-foreground">{BLOCK_LABELS[block.type]}</span>
              {!disabled && (
                <span className="ml-auto flex items-center">
                  <Button
                    size="icon-sm"
                    variant="ghost"
                    aria-label={`Move ${BLOCK_LABELS[block.type]} up`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden />
                  </Button>
                  <Button
                    size="icon-sm"
                    variant="ghost"
                    aria-label={`Move ${BLOCK_LABELS[block.type]} down`}
                    disabled={index === blocks.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden />
                  </Button>
                  <Button
                    size="icon-sm"
                    variant="ghost"
                    aria-label={`Remove ${BLOCK_LABELS[block.type]}`}
                    onClick={() =>
                      onChange(
                        blocks.filter((candidate) => candidate.id !== block.id),
                        false,
                      )
                    }
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </span>
              )}
            </div>
            {block.type === 'heading' && (
              <TypedInput
                id={id}
                aria-label="Heading"
                value={block.text}
                disabled={disabled}
                maxLength={200}
                onValue={(text) => replace(index, { ...block, text }, true)}
                onDone={onDone}
              />
            )}
            {block.type === 'text' && (
              <TypedTextarea
                id={id}
                aria-label="Text"
                value={block.text}
                disabled={disabled}
                maxLength={JOURNEY_LIMITS.textLength}
                rows={3}
                onValue={(text) => replace(index, { ...block, text }, true)}
                onDone={onDone}
              />
            )}
            {block.type === 'image' && (
              <div className="flex flex-col gap-2">
                <MediaImageField
                  id={id}
                  label="Image"
                  noun="image"
                  src={image?.thumbnail_url ?? image?.url ?? null}
                  mediaId={block.media_id}
                  disabled={disabled}
                  onChange={(picked) => replace(index, { ...block, media_id: picked?.id ?? null }, false)}
                />
                <TypedInput
                  aria-label="Description of the image, for guests who cannot see it"
                  placeholder="What the image shows"
                  value={block.text}
                  disabled={disabled}
                  maxLength={300}
                  onValue={(text) => replace(index, { ...block, text }, true)}
                  onDone={onDone}
                />
              </div>
            )}
            {block.type === 'button' && (
              <div className="flex flex-col gap-2">
                <TypedInput
                  aria-label="Button label"
                  placeholder="e.g. Book a hotel"
                  value={block.text}
                  disabled={disabled}
                  maxLength={JOURNEY_LIMITS.labelLength}
                  onValue={(text) => replace(index, { ...block, text }, true)}
                  onDone={onDone}
                />
                <TypedInput
                  aria-label="Link address"
                  placeholder="https://"
                  inputMode="url"
                  value={block.url ?? ''}
                  disabled={disabled}
                  maxLength={2048}
                  aria-invalid={Boolean(block.url) && !HTTPS.test(block.url ?? '')}
                  onValue={(url) => replace(index, { ...block, url: url.trim() || null }, true)}
                  onDone={onDone}
                />
                {block.url && !HTTPS.test(block.url) && <p className="text-xs text-error">The link must start with https://.</p>}
              </div>
            )}
            {BLOCK_HINTS[block.type] && <p className="text-xs text-muted-foreground">{BLOCK_HINTS[block.type]}</p>}
          </div>
        )
      })}
      {!disabled && blocks.length < JOURNEY_LIMITS.blocksPerStep && (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="secondary" size="sm" className="self-start" data-testid="add-block">
              <Plus aria-hidden /> Add content
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            {(Object.keys(BLOCK_LABELS) as BlockType[]).map((type) => (
              <DropdownMenuItem key={type} onSelect={() => onChange([...blocks, newBlock(type)], false)}>
                {BLOCK_LABELS[type]}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </div>
  )
}
