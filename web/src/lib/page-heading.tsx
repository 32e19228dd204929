import { createContext, useContext, type ComponentProps, type ReactNode } from 'react'

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6

/** How many titled pages a screen is drawn inside: 0 on a page of its own. */
const HeadingDepth = createContext(0)

/**
 * Marks what it holds as drawn inside a page that already has its title (an h1): an event's
 * screens under the event's name, a guest's page previewed in an editor. Their headings go
 * one level down, so a page has one h1 (issue 28: event pages had two) and screen readers'
 * heading lists nest as the page does.
 */
export function UnderPageTitle({ children }: { children: ReactNode }) {
  const depth = useContext(HeadingDepth)
  return <HeadingDepth.Provider value={depth + 1}>{children}</HeadingDepth.Provider>
}

/** The level a heading written for a page of its own takes where it is drawn. */
export function useHeadingLevel(level: HeadingLevel): HeadingLevel {
  const depth = useContext(HeadingDepth)
  return Math.min(6, level + depth) as HeadingLevel
}

/** Whether the screen is drawn under another page's title (its own title may then look smaller). */
export function useIsUnderPageTitle(): boolean {
  return useContext(HeadingDepth) > 0
}

/** A screen's title: the page's h1 on a page of its own, one level down under another page's title. */
export function PageHeading(props: ComponentProps<'h1'>) {
  const Tag = `h${useHeadingLevel(1)}` as const
  return <Tag {...props} />
}
