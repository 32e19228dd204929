import { describe, expect, it } from 'vitest';
import { isPagePath, pagePatternsOfRouteTree } from '../src/routing/page-routes.ts';

// The shape @tanstack/router-plugin writes into routeTree.gen.ts.
const routeTree = `
export interface FileRoutesByFullPath {
  '/admin': typeof AdminRouteRouteWithChildren
  '/': typeof DefaultIndexRoute
  '/rsvp/$token': typeof RsvpTokenRoute
  '/admin/': typeof AdminIndexRoute
  '/events/$uuid': typeof DefaultEventsUuidRouteWithChildren
  '/events/$uuid/settings/fields/': typeof DefaultEventsUuidSettingsFieldsIndexRoute
  '/docs/$': typeof DocsSplatRoute
}
export interface FileRoutesByTo {
  '/nowhere': typeof X
}`;

describe("the dashboard's page patterns", () => {
  const patterns = pagePatternsOfRouteTree(routeTree);
  it("are the route tree's full paths, without trailing slashes or repeats", () => {
    expect(patterns).toEqual(['/', '/admin', '/docs/$', '/events/$uuid', '/events/$uuid/settings/fields', '/rsvp/$token']);
  });
  it('match the pages, with their parameters and an optional trailing slash', () => {
    for (const path of ['/', '/admin', '/admin/', '/rsvp/abc_123', '/events/0b7c/settings/fields', '/docs/any/depth'])
      expect(isPagePath(path, patterns), path).toBe(true);
  });
  it('do not match anything else', () => {
    for (const path of ['/nowhere', '/rsvp', '/rsvp/a/b', '/events/0b7c/unknown', '/admin/users/extra', '/docs'])
      expect(isPagePath(path, patterns), path).toBe(false);
  });
  it('refuse a route tree they cannot read rather than treat every path as unknown', () => {
    expect(() => pagePatternsOfRouteTree('export const x = 1')).toThrow(/FileRoutesByFullPath/);
  });
});
