import { useEffect, useState, type FormEvent } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { ArrowLeft, Trash2 } from 'lucide-react'
import { FEATURE_KIND_LABELS, KINDS_WITH_ITEMS, type FeatureKind } from '@usher/domain/features/feature-rules'
import { eventQuery } from '@/api/events'
import { featureQuery, type Feature, type FeatureInput } from '@/api/features'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/select'
import { Spinner } from '@/components/ui/spinner'
import { Switch } from '@/components/ui/switch'
import { Textarea } from '@/components/ui/textarea'
import { isApiError } from '@/lib/api-error'
import { useDocumentTitle } from '@/lib/page-title'
import { FeatureImageField } from './FeatureImageField'
import { FeatureItemsEditor } from './FeatureItemsEditor'
import { KIND_OPTIONS } from './FeaturesPage'
import { useFeatures } from './use-features'
import { useAbility } from '@/lib/use-ability'
import { useFieldErrors } from '@/components/form/use-field-errors'
import { PendingSpinner, QueryView } from '@/components/query-view'

type Draft = Required<Omit<FeatureInput, 'kind'>> & { kind: FeatureKind }

const draftOf = (feature: Feature): Draft => ({
  kind: feature.kind,
  title: feature.title,
  body: feature.body,
  items: feature.items,
  media_id: feature.media_id,
  is_visible: feature.is_visible,
})

/** Spec route event-builder/feature/{featureId}: one feature's words, lines and image. */
export function FeatureEditorPage({ eventUuid, featureId }: { eventUuid: string; featureId: string }) {
  const { data: event } = useSuspenseQuery(eventQuery(eventUuid))
  const canEdit = useAbility(event, 'update')
  const feature = useQuery(featureQuery(eventUuid, featureId))
  useDocumentTitle(`${feature.data?.title ?? 'Feature'} · ${event.name}`)
  const back = (
    <Link
      to="/events/$uuid/event-builder/features"
      params={{ uuid: eventUuid }}
      className="inline-flex w-fit items-center gap-1 text-[13px] text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft aria-hidden className="size-4" />
      All features
    </Link>
  )
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      {back}
      <QueryView
        query={feature}
        pendingLabel="Loading the feature"
        pending={<PendingSpinner />}
        error={(error) => (
          <p role="alert" className="text-sm">
            {isApiError(error) && error.status === 404 ? 'This feature does not exist any more.' : error.message}
          </p>
        )}
      >
        {(found) => <FeatureForm eventUuid={eventUuid} feature={found} canEdit={canEdit} />}
      </QueryView>
    </div>
  )
}

function FeatureForm({ eventUuid, feature, canEdit }: { eventUuid: string; feature: Feature; canEdit: boolean }) {
  const { update, remove } = useFeatures(eventUuid)
  const navigate = useNavigate()
  const [draft, setDraft] = useState<Draft>(() => draftOf(feature))
  const { errors, setErrors, showFailure } = useFieldErrors()
  const savedJson = JSON.stringify(draftOf(feature))
  useEffect(() => setDraft(JSON.parse(savedJson) as Draft), [savedJson])
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }))
  const hasItems = KINDS_WITH_ITEMS.includes(draft.kind)

  const save = async (e: FormEvent) => {
    e.preventDefault()
    setErrors({})
    try {
      await update.mutateAsync({ id: feature.id, input: { ...draft, items: hasItems ? draft.items : [] } })
      showSnackbar('Feature saved.', 'success')
    } catch (failure) {
      showFailure(failure, 'The feature could not be saved.')
    }
  }

  const removeFeature = async () => {
    if (!window.confirm(`Remove “${feature.title}”? Guests no longer see it.`)) return
    await remove.mutateAsync(feature.id)
    void navigate({ to: '/events/$uuid/event-builder/features', params: { uuid: eventUuid } })
  }

  return (
    <Card className="p-5">
      <form onSubmit={save} className="flex flex-col gap-4" data-testid="feature-form">
        <h2 className="text-base font-semibold">{feature.title}</h2>
        <div className="grid gap-3 sm:grid-cols-[14rem_1fr]">
          <FormField id="feature-kind" label="Kind" error={errors.kind?.[0]}>
            <NativeSelect
              id="feature-kind"
              value={draft.kind}
              disabled={!canEdit}
              options={KIND_OPTIONS}
              onChange={(e) => set({ kind: e.target.value as FeatureKind })}
            />
          </FormField>
          <FormField id="feature-title" label="Title" error={errors.title?.[0]}>
            <Input
              id="feature-title"
              value={draft.title}
              maxLength={400}
              disabled={!canEdit}
              placeholder={FEATURE_KIND_LABELS[draft.kind]}
              onChange={(e) => set({ title: e.target.value })}
            />
          </FormField>
        </div>
        <FormField id="feature-body" label="Text" optional error={errors.body?.[0]} hint="Shown as you write it, above the lines.">
          <Textarea id="feature-body" rows={4} value={draft.body} maxLength={10000} disabled={!canEdit} onChange={(e) => set({ body: e.target.value })} />
        </FormField>
        {hasItems && <FeatureItemsEditor kind={draft.kind} items={draft.items} errors={errors} disabled={!canEdit} onChange={(items) => set({ items })} />}
        <FeatureImageField mediaId={draft.media_id} disabled={!canEdit} error={errors.media_id?.[0]} onChange={(media_id) => set({ media_id })} />
        <label className="flex items-center gap-3 text-sm">
          <Switch checked={draft.is_visible} disabled={!canEdit} onCheckedChange={(is_visible) => set({ is_visible })} aria-label="Visible to guests" />
          Visible to guests
        </label>
        {canEdit && (
          <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-4">
            <Button type="button" variant="ghost" onClick={() => void removeFeature()} disabled={remove.isPending}>
              <Trash2 aria-hidden />
              Remove
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending && <Spinner label="Saving" />}
              Save
            </Button>
          </div>
        )}
      </form>
    </Card>
  )
}
