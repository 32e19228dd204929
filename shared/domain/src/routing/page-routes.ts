// The dashboard's pages, as the server needs to know them: a path that no page answers must be
// a 404 for browsers, crawlers and monitors alike, not a 200 whose page then says "not found".
// The patterns come from TanStack Router's generated route tree at build time (web/vite.config.ts
// writes them to dist/route-patterns.json), so a new route file is known without a list to keep.

/** The full paths of the route tree (`FileRoutesByFullPath`), e.g. '/events/$uuid/audit'. */
export function pagePatternsOfRouteTree(routeTreeSource: string): string[] {
  const body = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(routeTreeSource)?.[1];
  if (!body) throw new Error('The route tree has no FileRoutesByFullPath: has @tanstack/router-plugin changed its output?');
  const patterns = [...body.matchAll(/^\s*'([^']+)':/gm)].map((match) => normalise(match[1]!));
  return [...new Set(patterns)].sort();
}

function normalise(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function segmentsOf(path: string): string[] {
  return normalise(path).split('/').filter(Boolean);
}

/** Whether a request's path is one of the pages: '$name' takes one segment, a lone '$' the rest. */
export function isPagePath(pathname: string, patterns: readonly string[]): boolean {
  const path = segmentsOf(pathname);
  return patterns.some((pattern) => {
    const parts = segmentsOf(pattern);
    for (const [index, part] of parts.entries()) {
      if (part === '$') return path.length > index;
      const segment = path[index];
      if (segment === undefined) return false;
      if (part.startsWith('$')) continue;
      if (part !== segment) return false;
    }
    return parts.length === path.length;
  });
}
