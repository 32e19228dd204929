import type { FastifyReply } from 'fastify';

interface PathPattern {
  pattern: RegExp;
  methods: Set<string>;
}

/**
 * Which methods a path answers, from the routes as registered: a request with the wrong method on a real
 * path is told 405 and the methods that path takes (`Allow`), instead of a 404 that says the path is wrong.
 */
export class AllowedMethods {
  private readonly byUrl = new Map<string, PathPattern>();

  add(method: string | string[], url: string): void {
    let entry = this.byUrl.get(url);
    if (!entry) {
      entry = { pattern: patternOf(url), methods: new Set() };
      this.byUrl.set(url, entry);
    }
    for (const one of Array.isArray(method) ? method : [method]) entry.methods.add(one.toUpperCase());
  }

  /** The methods some route takes on this path, sorted; empty when no route has the path. */
  of(pathname: string): string[] {
    const methods = new Set<string>();
    for (const { pattern, methods: taken } of this.byUrl.values()) {
      if (pattern.test(pathname)) for (const method of taken) methods.add(method);
    }
    return [...methods].sort();
  }
}

/** `/api/v2/events/:uuid/attendees` as a regular expression: a parameter is one non-empty segment, `*` the rest. */
function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** Answers 405 with `Allow` when the path has routes for other methods; false when it has none. */
export function replyMethodNotAllowed(allowed: AllowedMethods, pathname: string, reply: FastifyReply): boolean {
  const methods = allowed.of(pathname);
  if (methods.length === 0) return false;
  void reply.code(405).header('allow', methods.join(', ')).send({ message: 'Method Not Allowed.', code: 'method_not_allowed' });
  return true;
}
