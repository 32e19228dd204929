import type { FastifyRequest } from 'fastify';
import '@fastify/multipart';
import { DomainError } from '@usher/domain/deciders/domain-error';

const fileError = (message: string) => DomainError.validation({ file: [message] });

/**
 * The one file of a multipart request, whole, for the routes that take one
 * (guest and group uploads, pass images). Missing or too big answers 422
 * under `file`; `limitLabel` names the size limit the route registered.
 */
export async function uploadedFile(request: FastifyRequest, limitLabel: string, fallbackName: string): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw fileError('Choose a file to upload.');
  const file = await request.file();
  if (!file) throw fileError('Choose a file to upload.');
  try {
    return { bytes: await file.toBuffer(), fileName: file.filename || fallbackName };
  } catch {
    throw fileError(`The file may not be greater than ${limitLabel}.`);
  }
}
