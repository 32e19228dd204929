import { createHash } from 'node:crypto';
import { customFieldIdOfPassField } from '@usher/domain/passes/event-data';

/**
 * The id a copied thing takes in the copy: a name-based UUID (version 5,
 * RFC 9562) of the copy's uuid and the original's id. Every part derives the
 * same id for the same original, so parts never pass maps to each other (the
 * guests part finds the copied tags and custom fields by it), and a part run
 * again after a restart finds what it already copied instead of copying twice.
 */
export function copiedId(targetUuid: string, sourceId: string): string {
  const hash = createHash('sha1').update(`usher-duplication:${targetUuid}:${sourceId}`).digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A pass or badge field as the copy names it: `custom_fields.{id}` names the copy's field; the guest's own fields keep their keys. */
export function copiedPassField(targetUuid: string, key: string): string {
  const fieldId = customFieldIdOfPassField(key);
  return fieldId ? `custom_fields.${copiedId(targetUuid, fieldId)}` : key;
}
