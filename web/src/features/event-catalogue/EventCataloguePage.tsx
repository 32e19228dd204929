import { useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { SearchX } from 'lucide-react'
import { CATALOGUE_URL, eventCatalogueQuery } from '@/api/event-catalogue'
import { EmptyState } from '@/components/ui/empty-state'
import { SearchInput } from '@/components/ui/search-input'
import { Skeleton } from '@/components/ui/skeleton'
import { Logo } from '@/components/layout/Logo'
import { useDocumentTitle } from '@/lib/page-title'
import { EventTypeCard } from './EventTypeCard'
import { anchorOf, groupByStream, matchesSearch } from './stream-groups'
import { QueryView } from '@/components/query-view'

/**
 * The public event catalogue for integrators: every domain event type, grouped
 * by the stream it is appended to, with its fields, a sample and its versions.
 */
export function EventCataloguePage() {
  useDocumentTitle('Event catalogue')
  const query = useQuery(eventCatalogueQuery())
  const [search, setSearch] = useState('')
  const groups = useMemo(() => groupByStream((query.data ?? []).filter((type) => matchesSearch(type, search))), [query.data, search])

  return (
    <div className="min-h-dvh bg-canvas">
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-4 px-6 py-4">
          <Link to="/" aria-label="Usher home">
            <Logo />
          </Link>
          <span className="text-sm text-muted-foreground">Developer docs</span>
          <nav className="ml-auto flex gap-4 text-sm">
            <a href="/api/docs" className="text-primary hover:underline">
              HTTP API (OpenAPI)
            </a>
            <a href={CATALOGUE_URL} className="text-primary hover:underline">
              Catalogue as JSON
            </a>
          </nav>
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-8 px-6 py-8 lg:grid-cols-[220px_1fr]">
        <aside className="lg:sticky lg:top-6 lg:max-h-[calc(100dvh-3rem)] lg:self-start lg:overflow-y-auto">
          <SearchInput value={search} onValueChange={setSearch} placeholder="Search events and fields" aria-label="Search events and fields" />
          <nav aria-label="Event types" className="mt-4 hidden flex-col gap-4 lg:flex">
            {groups.map((group) => (
              <div key={group.stream}>
                <h3 className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{group.title}</h3>
                <ul className="flex flex-col">
                  {group.types.map((type) => (
                    <li key={type.type}>
                      <a href={`#${anchorOf(type.type)}`} className="block truncate rounded px-1.5 py-0.5 font-mono text-xs text-foreground hover:bg-muted">
                        {type.type}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </aside>

        <main className="flex min-w-0 flex-col gap-8">
          <section>
            <h1 className="text-2xl font-semibold tracking-[-0.02em]">Event catalogue</h1>
            <p className="mt-2 max-w-3xl text-sm text-muted-foreground">
              Every change in Usher is a domain event appended to a stream. These are the events integrators receive from the event stream, webhooks and the
              audit log: each type's payload (<code className="font-mono">data</code>) with its fields and a sample. A type's version is the one you receive:
              events recorded at an older version are upcast when read, so a reader only ever sees the current shape. Each payload is also a JSON Schema
              (2020-12) and a component of the OpenAPI document.
            </p>
          </section>

          <QueryView
            query={query}
            pendingLabel="Loading the catalogue"
            pendingClassName="flex flex-col gap-4"
            pending={
              <>
                <Skeleton className="h-48" />
                <Skeleton className="h-48" />
              </>
            }
            error={(error) => (
              <p role="alert" className="text-sm text-error">
                The catalogue could not be loaded: {error.message}
              </p>
            )}
            // What is empty is the search's result, not the catalogue.
            isEmpty={() => groups.length === 0}
            empty={
              <EmptyState
                icon={SearchX}
                title="No event type matches"
                description="Try the name of an event, such as CheckedIn, or of a field, such as email."
              />
            }
          >
            {() =>
              groups.map((group) => (
                <section key={group.stream} aria-labelledby={`stream-${group.stream}`} className="flex flex-col gap-4">
                  <div>
                    <h2 id={`stream-${group.stream}`} className="text-lg font-semibold">
                      {group.title}
                    </h2>
                    {group.streamId && (
                      <p className="text-xs text-muted-foreground">
                        Stream <code className="font-mono">{group.streamId}</code>
                      </p>
                    )}
                  </div>
                  {group.types.map((type) => (
                    <EventTypeCard key={type.type} type={type} />
                  ))}
                </section>
              ))
            }
          </QueryView>
        </main>
      </div>
    </div>
  )
}
