import type { FastifyInstance } from 'fastify';

// A JSON body whose bytes are not valid UTF-8 was decoded with U+FFFD in place
// of the broken bytes and stored so (issue 28). Bodies are decoded strictly
// here, and a body that is not UTF-8 answers 422; the rest is Fastify's own
// JSON parser (empty bodies, prototype poisoning), on the decoded text.

export const INVALID_UTF8_MESSAGE = 'The body is not valid UTF-8.';

class InvalidBodyEncoding extends Error {
  readonly statusCode = 422;
  constructor() {
    super(INVALID_UTF8_MESSAGE);
  }
}

/** Replaces the JSON content-type parser of `app` (and the plugins registered after) with the strict one. */
export function installStrictJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      // fatal: a broken sequence throws instead of becoming U+FFFD.
      text = new TextDecoder('utf-8', { fatal: true }).decode(body as Buffer);
    } catch {
      done(new InvalidBodyEncoding(), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
