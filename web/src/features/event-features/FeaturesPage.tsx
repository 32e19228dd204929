import { useState, type FormEvent } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { ChevronRight, GripVertical, LayoutList, Plus } from 'lucide-react'
import { FEATURE_KIND_LABELS, type FeatureKind } from '@usher/domain/features/feature-rules'
import { eventQuery } from '@/api/events'
import type { Feature } from '@/api/features'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/select'
import { Spinner } from '@/components/ui/spinner'
import { useDocumentTitle } from '@/lib/page-title'
import { useDragReorder } from '@/lib/use-drag-reorder'
import { useFeatures } from './use-features'
import { useAbility } from '@/lib/use-ability'
import { failureMessageOf } from '@/components/form/field-errors'

export const KIND_OPTIONS = (Object.entries(FEATURE_KIND_LABELS) as [FeatureKind, string][]).map(([value, label]) => ({ value, label }))

/** Spec route event-builder (features): the event's features in the order guests see them; drag to reorder. */
export function FeaturesPage({ eventUuid }: { eventUuid: string }) {
  const { data: event } = useSuspenseQuery(eventQuery(eventUuid))
  useDocumentTitle(`Features · ${event.name}`)
  const canEdit = useAbility(event, 'update')
  const { features, create, reorder } = useFeatures(eventUuid)
  const navigate = useNavigate()
  const [kind, setKind] = useState<FeatureKind>('agenda')
  const [title, setTitle] = useState('')
  const [error, setError] = useState<string | null>(null)
  const list = features.data ?? []
  const ids = list.map((feature) => feature.id)
  const { itemProps } = useDragReorder(ids, (order) => reorder.mutate(order))

  const add = async (e: FormEvent) => {
    e.preventDefault()
    setError(null)
    try {
      const result = await create.mutateAsync({ kind, title: title.trim() || FEATURE_KIND_LABELS[kind] })
      setTitle('')
      void navigate({ to: '/events/$uuid/event-builder/feature/$featureId', params: { uuid: eventUuid, featureId: result.data.id } })
    } catch (failure) {
      setError(failureMessageOf(failure, { field: 'title', fallback: 'The feature could not be added.' }))
    }
  }

  return (
    <section aria-labelledby="features-title" className="flex max-w-3xl flex-col gap-4" data-testid="features-page">
      <div>
        <h2 id="features-title" className="text-[15px] font-semibold">
          Features
        </h2>
        <p className="mt-1 text-[13px] text-muted-foreground">
          What guests find on their pass and in journeys, in this order: an agenda, a menu, questions and answers, a venue map and more.
        </p>
      </div>
      {canEdit && (
        <Card className="p-4">
          <form onSubmit={add} className="flex flex-col gap-3 sm:flex-row sm:items-start" data-testid="add-feature-form">
            <FormField id="new-feature-kind" label="Kind" className="sm:w-52">
              <NativeSelect id="new-feature-kind" value={kind} options={KIND_OPTIONS} onChange={(e) => setKind(e.target.value as FeatureKind)} />
            </FormField>
            <FormField id="new-feature-title" label="Title" error={error} className="flex-1">
              <Input
                id="new-feature-title"
                value={title}
                maxLength={400}
                placeholder={FEATURE_KIND_LABELS[kind]}
                onChange={(e) => setTitle(e.target.value)}
                aria-invalid={error ? true : undefined}
              />
            </FormField>
            <Button type="submit" className="sm:mt-[22px]" disabled={create.isPending}>
              {create.isPending ? <Spinner label="Adding" /> : <Plus aria-hidden />}
              Add feature
            </Button>
          </form>
        </Card>
      )}
      {features.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading the features" />
        </div>
      ) : list.length === 0 ? (
        <EmptyState
          icon={LayoutList}
          title="No features yet"
          description="Add the agenda, the menu or the answers to common questions, and guests find them on their pass."
        />
      ) : (
        <>
          {canEdit && list.length > 1 && (
            <p className="text-xs text-muted-foreground">Drag a feature to move it, or focus it and press Alt with an arrow key.</p>
          )}
          <ol className="flex flex-col gap-2" aria-label="Features in the order guests see them" data-testid="feature-list">
            {list.map((feature) => (
              <FeatureRow key={feature.id} eventUuid={eventUuid} feature={feature} dragProps={canEdit ? itemProps(feature.id) : undefined} />
            ))}
          </ol>
        </>
      )}
    </section>
  )
}

type DragProps = ReturnType<ReturnType<typeof useDragReorder>['itemProps']>

function FeatureRow({ eventUuid, feature, dragProps }: { eventUuid: string; feature: Feature; dragProps?: DragProps }) {
  return (
    <li
      {...dragProps}
      tabIndex={dragProps ? 0 : undefined}
      data-testid="feature-row"
      data-feature-title={feature.title}
      className="flex items-center gap-2 rounded-lg border border-border bg-background p-3 shadow-card outline-none focus-visible:ring-3 focus-visible:ring-primary/25 data-[dragging]:opacity-50 data-[drop-target]:border-primary"
    >
      {dragProps && <GripVertical aria-hidden className="size-4 shrink-0 cursor-grab text-subtle-foreground" />}
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="truncate text-sm font-medium">{feature.title}</span>
          <Badge tone="neutral">{FEATURE_KIND_LABELS[feature.kind]}</Badge>
          {!feature.is_visible && <Badge tone="warning">Hidden from guests</Badge>}
        </span>
        {feature.items.length > 0 && (
          <span className="mt-0.5 block text-xs text-muted-foreground">{feature.items.length === 1 ? '1 line' : `${feature.items.length} lines`}</span>
        )}
      </span>
      <Button asChild variant="ghost" size="sm">
        <Link to="/events/$uuid/event-builder/feature/$featureId" params={{ uuid: eventUuid, featureId: feature.id }} aria-label={`Edit ${feature.title}`}>
          Edit
          <ChevronRight aria-hidden />
        </Link>
      </Button>
    </li>
  )
}
