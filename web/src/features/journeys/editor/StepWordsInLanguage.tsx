import { Trash2 } from 'lucide-react'
import { LANGUAGE_NAMES_IN_ENGLISH, type GuestLanguage } from '@usher/domain/i18n/languages'
import { ACTION_LABELS, isTrigger, JOURNEY_LIMITS, type JourneyAction, type JourneyBlock, type JourneyStep } from '@usher/domain/journeys/index'
import { Button } from '@/components/ui/button'
import { baseLanguageOf, languageLabel } from '@/components/message-languages/message-language'
import { BLOCK_LABELS } from './BlocksEditor'
import { TypedInput, TypedTextarea } from './TypedField'

type Props = {
  step: JourneyStep
  language: GuestLanguage
  eventDefault: GuestLanguage | null | undefined
  disabled: boolean
  /** The step's names in other languages, the whole set. */
  onNames: (names: NonNullable<JourneyStep['name_translations']>, typing: boolean) => void
  onBlocks: (blocks: JourneyBlock[], typing: boolean) => void
  onActions: (actions: JourneyAction[], typing: boolean) => void
  onDone: () => void
}

/** The blocks whose words a guest reads (a heading, text, an image's description, a link button's label). */
const hasWords = (block: JourneyBlock) => block.type === 'heading' || block.type === 'text' || block.type === 'image' || block.type === 'button'

const withText = <T extends { text_translations?: JourneyBlock['text_translations'] }>(item: T, language: GuestLanguage, text: string): T => ({
  ...item,
  text_translations: { ...item.text_translations, [language]: text },
})

function withoutLanguage<T extends Record<string, unknown>>(translations: T | undefined, language: GuestLanguage): T | undefined {
  if (!translations) return translations
  const rest = { ...translations }
  delete rest[language]
  return rest
}

/**
 * A step's words in one more language: each text of the step beside its default, empty where
 * the default is used. What the step holds and where it leads stay the default's to change.
 */
export function StepWordsInLanguage({ step, language, eventDefault, disabled, onNames, onBlocks, onActions, onDone }: Props) {
  const name = languageLabel(language, eventDefault)
  const base = LANGUAGE_NAMES_IN_ENGLISH[baseLanguageOf(eventDefault)]
  const blocks = step.blocks.filter(hasWords)
  const buttons = step.actions.filter(isTrigger)
  const written =
    !!step.name_translations?.[language]?.trim() ||
    step.blocks.some((block) => block.text_translations?.[language]?.trim()) ||
    step.actions.some((action) => action.label_translations?.[language]?.trim())
  const setBlock = (id: string, text: string) =>
    onBlocks(
      step.blocks.map((block) => (block.id === id ? withText(block, language, text) : block)),
      true,
    )
  const setLabel = (id: string, label: string) =>
    onActions(
      step.actions.map((action) => (action.id === id ? { ...action, label_translations: { ...action.label_translations, [language]: label } } : action)),
      true,
    )
  const removeLanguage = () => {
    onNames(withoutLanguage(step.name_translations, language) ?? {}, false)
    onBlocks(
      step.blocks.map((block) => ({ ...block, text_translations: withoutLanguage(block.text_translations, language) })),
      false,
    )
    onActions(
      step.actions.map((action) => ({ ...action, label_translations: withoutLanguage(action.label_translations, language) })),
      false,
    )
  }
  return (
    <div className="flex flex-col gap-3" data-testid="step-words-in-language">
      <div
        className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border bg-muted/40 px-3 py-2 text-xs"
        data-testid="variant-notice"
      >
        <p className="min-w-0 text-muted-foreground">
          Guests whose language is {name} read these words. A field left empty uses the default text ({base}). Add or remove content in the default.
        </p>
        {written && !disabled && (
          <Button type="button" size="sm" variant="ghost" onClick={removeLanguage}>
            <Trash2 aria-hidden /> Remove {name}
          </Button>
        )}
      </div>
      {/* Guests meet the name only on a step without a heading (a screen reader's heading, a form's name). */}
      <div className="flex flex-col gap-1.5" data-testid="step-name-in-language">
        <label htmlFor={`step-name-${step.id}-${language}`} className="text-xs font-semibold text-muted-foreground">
          Step name ({name})
        </label>
        <TypedInput
          id={`step-name-${step.id}-${language}`}
          value={step.name_translations?.[language] ?? ''}
          placeholder={step.name.trim() || 'Empty: the default is used'}
          disabled={disabled}
          maxLength={JOURNEY_LIMITS.nameLength}
          onValue={(text) => onNames({ ...step.name_translations, [language]: text }, true)}
          onDone={onDone}
        />
        <p className="text-xs text-muted-foreground">Guests using a screen reader hear it where the step has no heading of its own, and as its form’s name.</p>
      </div>
      {blocks.map((block) => {
        const id = `block-${step.id}-${block.id}-${language}`
        const label = block.type === 'image' ? 'Image description' : block.type === 'button' ? 'Link button label' : BLOCK_LABELS[block.type]
        const value = block.text_translations?.[language] ?? ''
        const placeholder = block.text.trim() || 'Empty: the default is used'
        return (
          <div key={block.id} className="flex flex-col gap-1.5" data-testid="journey-block-in-language">
            <label htmlFor={id} className="text-xs font-semibold text-muted-foreground">
              {label} ({name})
            </label>
            {block.type === 'text' ? (
              <TypedTextarea
                id={id}
                value={value}
                placeholder={placeholder}
                disabled={disabled}
                maxLength={JOURNEY_LIMITS.textLength}
                rows={3}
                onValue={(text) => setBlock(block.id, text)}
                onDone={onDone}
              />
            ) : (
              <TypedInput
                id={id}
                value={value}
                placeholder={placeholder}
                disabled={disabled}
                maxLength={block.type === 'button' ? JOURNEY_LIMITS.labelLength : block.type === 'heading' ? 200 : 300}
                onValue={(text) => setBlock(block.id, text)}
                onDone={onDone}
              />
            )}
          </div>
        )
      })}
      {buttons.map((action) => {
        const id = `action-${step.id}-${action.id}-${language}`
        return (
          <div key={action.id} className="flex flex-col gap-1.5" data-testid="journey-button-in-language">
            <label htmlFor={id} className="text-xs font-semibold text-muted-foreground">
              Button “{action.label.trim() || ACTION_LABELS[action.type]}” ({name})
            </label>
            <TypedInput
              id={id}
              value={action.label_translations?.[language] ?? ''}
              placeholder={action.label.trim() || ACTION_LABELS[action.type]}
              disabled={disabled}
              maxLength={JOURNEY_LIMITS.labelLength}
              onValue={(label) => setLabel(action.id, label)}
              onDone={onDone}
            />
          </div>
        )
      })}
    </div>
  )
}
