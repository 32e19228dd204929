import type { FastifyRequest } from 'fastify';

/**
 * `find` run at most once per request, its one promise shared by whoever asks: the access hook
 * finds a route's object to judge it, and the handler then changes the same object without
 * reading it again.
 */
export function foundPerRequest<T>(find: (request: FastifyRequest) => Promise<T>): (request: FastifyRequest) => Promise<T> {
  const found = new WeakMap<FastifyRequest, Promise<T>>();
  return (request) => {
    let promise = found.get(request);
    if (!promise) {
      promise = find(request);
      found.set(request, promise);
    }
    return promise;
  };
}
