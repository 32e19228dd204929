import type { FastifyRequest } from 'fastify';
import '@fastify/multipart';
import { DomainError } from '@usher/domain/deciders/domain-error';

const fileError = (message: string) => DomainError.validation({ file: [message] });

// busboy, under @fastify/multipart, throws plain errors (no status) for a
// body it cannot split: without this they answered 500.
const NO_BOUNDARY = 'The upload must be multipart/form-data with a boundary.';
const MALFORMED = 'The upload could not be read as multipart/form-data.';

/** A boundary parameter with a value, which busboy needs to find the parts. */
const hasBoundary = (contentType: string | undefined) => /;\s*boundary\s*=\s*(?:"[^"]+"|[^\s;"]+)/i.test(contentType ?? '');

/** The plugin's own refusals (limits, a prototype field name) carry a 4xx status the error handler answers. */
const isPluginRefusal = (error: unknown) => typeof (error as { statusCode?: unknown })?.statusCode === 'number';

/**
 * The one file of a multipart request, whole, for the routes that take one
 * (guest and group uploads, pass images). Missing, malformed or too big
 * answers 422 under `file`; `limitLabel` names the size limit the route registered.
 */
export async function uploadedFile(request: FastifyRequest, limitLabel: string, fallbackName: string): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw fileError('Choose a file to upload.');
  if (!hasBoundary(request.headers['content-type'])) throw fileError(NO_BOUNDARY);
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file();
  } catch (error) {
    if (isPluginRefusal(error)) throw error;
    throw fileError(MALFORMED);
  }
  if (!file) throw fileError('Choose a file to upload.');
  try {
    return { bytes: await file.toBuffer(), fileName: file.filename || fallbackName };
  } catch (error) {
    if ((error as { code?: unknown })?.code === 'FST_REQ_FILE_TOO_LARGE') throw fileError(`The file may not be greater than ${limitLabel}.`);
    throw fileError(MALFORMED);
  }
}
