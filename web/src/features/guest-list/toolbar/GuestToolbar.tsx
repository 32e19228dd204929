import { useQuery } from '@tanstack/react-query'
import { BellRing, Columns3, Upload, UserPlus } from 'lucide-react'
import type { CustomField } from '@usher/domain/fields/custom-fields'
import type { EventAreas } from '@usher/domain/access/event-areas'
import type { AttendeeFilter } from '@/api/attendees'
import { attendeeTagsQuery } from '@/api/attendee-tags'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { useElementWidth } from '@/lib/use-element-width'
import { CustomFieldFilter } from '../custom-fields/CustomFieldFilter'
import { customFieldFilterKey, customFieldFiltersOf } from '../custom-fields/custom-field-filter-search'
import { GuestTagFilters } from '../tags/GuestTagFilters'
import { tagIdsOf } from '../tags/tag-filter-search'
import { GuestExportMenu } from './GuestExportMenu'
import { GuestFilterSelect } from '../filters/GuestFilterSelect'
import type { GuestListSearch } from '../filters/guest-list-search'
import { GuestMoreFilters } from '../filters/GuestMoreFilters'
import { GuestSearchBox } from '../filters/GuestSearchBox'
import { GuestToolsMenu } from './GuestToolsMenu'
import { TimeTravelControl } from '../time-travel/TimeTravelControl'
import { toolbarLayoutOf } from './toolbar-layout'
import { ToolButtonLabel } from './ToolButtonLabel'

type GuestToolbarProps = {
  eventUuid: string
  areas: EventAreas
  search: GuestListSearch
  filter: AttendeeFilter
  selectedIds: string[]
  customFields: readonly CustomField[]
  canEdit: boolean
  updateSearch: (patch: Partial<GuestListSearch>, resetSelection?: boolean) => void
  onSearch: (q: string) => void
  onOpenColumns: () => void
  onOpenAlerts: () => void
  onUpload: () => void
  onAddGuest: () => void
}

/**
 * The guest list's filters (left) and tools (right), on one row from a tablet up: as the room
 * shrinks, the tools keep their icons alone and the field and tag filters fold into "More filters"
 * (toolbar-layout.ts). On a phone the search has the first row, the filter and the tools the second.
 */
export function GuestToolbar(props: GuestToolbarProps) {
  const { eventUuid, areas, search, filter, selectedIds, customFields, canEdit, updateSearch } = props
  const [measure, width] = useElementWidth<HTMLDivElement>()
  const layout = toolbarLayoutOf(width)
  const asOf = search.as_of
  // The same query the tag filters read (cached): whether there is any tag to filter by.
  const tagCount = useQuery({ ...attendeeTagsQuery(eventUuid), enabled: areas.details }).data?.length ?? 0
  const fieldFilters = customFieldFiltersOf(search)
  const moreFilters = (
    <>
      <CustomFieldFilter
        fields={customFields}
        active={fieldFilters}
        onChange={(fieldId, value) => updateSearch({ [customFieldFilterKey(fieldId)]: value })}
        labelled={!layout.inlineFilters || layout.labels}
      />
      <GuestTagFilters eventUuid={eventUuid} value={{ tags: search.tags, except_tags: search.except_tags }} onChange={(patch) => updateSearch(patch)} />
    </>
  )
  const hasMoreFilters = areas.details && (customFields.length > 0 || tagCount > 0 || Boolean(search.tags || search.except_tags))
  const activeMore = fieldFilters.size + tagIdsOf(search.tags).length + tagIdsOf(search.except_tags).length
  const exportView = { eventUuid, filter, search: search.q ?? '', sort: search.sort, selectedIds }

  return (
    <div className="border-b border-border p-3" data-testid="guest-toolbar">
      <div ref={measure} className="flex flex-wrap items-center gap-2" data-testid="guest-toolbar-row">
        {/* On a phone this group dissolves into the row, whose items are then ordered: search, More filters; filter, tools. */}
        <div className={layout.oneRow ? 'flex min-w-0 flex-[1_1_16rem] flex-wrap items-center gap-2' : 'contents'} data-testid="guest-toolbar-filters">
          <GuestFilterSelect
            className={!layout.oneRow ? 'order-1 w-auto min-w-0 flex-1 shrink' : layout.inlineFilters && layout.labels ? 'w-52' : 'w-36'}
            value={filter}
            areas={areas}
            onChange={(next) => updateSearch({ filter: next === 'all' ? undefined : next, ids: undefined })}
            individuals={Boolean(search.ids)}
            selectedCount={selectedIds.length}
            // Selected Individuals: the list shows the ticked guests alone, and they stay ticked.
            onShowIndividuals={canEdit ? () => updateSearch({ filter: undefined, ids: selectedIds.join(',') }, false) : undefined}
          />
          <GuestSearchBox
            value={search.q ?? ''}
            onSearch={props.onSearch}
            contactsShown={areas.details}
            // The room beside "More filters" (a 32 px button and its 8 px gap), else the whole row.
            className={layout.oneRow ? undefined : cn('order-first', hasMoreFilters ? 'basis-[calc(100%-2.5rem)]' : 'basis-full', 'max-w-none')}
          />
          {hasMoreFilters && (layout.inlineFilters ? moreFilters : <GuestMoreFilters activeCount={activeMore}>{moreFilters}</GuestMoreFilters>)}
        </div>
        <div className={cn('order-2 ml-auto flex shrink-0 items-center', layout.labels ? 'gap-2' : 'gap-1')} data-testid="guest-toolbar-actions">
          {areas.pastViews && <TimeTravelControl asOf={asOf} onChange={(as_of) => updateSearch({ as_of })} labelled={layout.labels} />}
          {layout.toolButtons ? (
            <>
              {areas.details && (
                <Button
                  variant="secondary"
                  size={layout.labels ? 'md' : 'icon'}
                  title="Columns"
                  data-testid="column-settings-button"
                  onClick={props.onOpenColumns}
                >
                  <Columns3 aria-hidden />
                  <ToolButtonLabel shown={layout.labels}>Columns</ToolButtonLabel>
                </Button>
              )}
              {!asOf && areas.details && <GuestExportMenu {...exportView} labelled={layout.labels} />}
              {canEdit && (
                <Button variant="secondary" size={layout.labels ? 'md' : 'icon'} title="Alerts" data-testid="action-alerts-button" onClick={props.onOpenAlerts}>
                  <BellRing aria-hidden />
                  <ToolButtonLabel shown={layout.labels}>Alerts</ToolButtonLabel>
                </Button>
              )}
              {canEdit && (
                <Button
                  variant="secondary"
                  size={layout.labels ? 'md' : 'icon'}
                  title="Upload guests from a file"
                  data-testid="upload-guests"
                  onClick={props.onUpload}
                >
                  <Upload aria-hidden />
                  <ToolButtonLabel shown={layout.labels}>Upload</ToolButtonLabel>
                </Button>
              )}
            </>
          ) : (
            <GuestToolsMenu
              exportView={!asOf && areas.details ? exportView : undefined}
              onOpenColumns={areas.details ? props.onOpenColumns : undefined}
              onOpenAlerts={canEdit ? props.onOpenAlerts : undefined}
              onUpload={canEdit ? props.onUpload : undefined}
            />
          )}
          {canEdit && (
            // The one action that keeps its words at every width.
            <Button data-testid="add-guest" className="ml-1" onClick={props.onAddGuest}>
              <UserPlus aria-hidden />
              Add guest
            </Button>
          )}
        </div>
      </div>
    </div>
  )
}
