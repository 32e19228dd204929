import { plausibleValue, type JsonSchema } from '../fuzz/malformed-requests.ts';

// The fields of a request body that name an object by its id, found in the
// operation's own schema (so a new route's ids are tried the day it is
// documented), and the bodies that put another tenant's id in one of them.

/** A field that names something by id: `id`, `*_id`, `ids`, `*_ids`, `*_uuid`, an image, or a list of guests, tags or users. */
const ID_FIELD = /^(?!client_id$)(id|ids|.+_id|.+_ids|.+_uuid|.+_image|attendees|tags|users)$/;

export interface IdField {
  /** Property names from the body's root; `[]` steps into an array's first element. */
  path: string[];
  /** True when the field holds a list of ids. */
  list: boolean;
}

const variantsOf = (schema: JsonSchema): JsonSchema[] => [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
const typeOf = (schema: JsonSchema): string[] =>
  variantsOf(schema).flatMap((variant) => (Array.isArray(variant.type) ? variant.type : variant.type ? [variant.type] : []));
const objectOf = (schema: JsonSchema | undefined): JsonSchema | undefined => (schema ? variantsOf(schema).find((variant) => variant.properties) : undefined);
const itemsOf = (schema: JsonSchema | undefined): JsonSchema | undefined => (schema ? variantsOf(schema).find((variant) => variant.items)?.items : undefined);

/** Every id field of a body schema, at any depth (arrays stepped into by their first element). */
export function idFieldsOf(schema: JsonSchema | null, path: string[] = [], depth = 0): IdField[] {
  const object = objectOf(schema ?? undefined);
  if (!object || depth > 6) return [];
  const fields: IdField[] = [];
  for (const [name, property] of Object.entries(object.properties ?? {})) {
    const here = [...path, name];
    const items = itemsOf(property);
    const isString = typeOf(property).includes('string');
    const isStringList = items !== undefined && typeOf(items).includes('string');
    if (ID_FIELD.test(name) && (isString || isStringList)) fields.push({ path: here, list: !isString && isStringList });
    if (objectOf(property)) fields.push(...idFieldsOf(property, here, depth + 1));
    if (items && objectOf(items)) fields.push(...idFieldsOf(items, [...here, '[]'], depth + 1));
  }
  return fields;
}

/** A plausible value that also passes the obvious rules of its name (a colour, an address). */
function plausible(schema: JsonSchema | undefined, name: string, depth = 0): unknown {
  const object = objectOf(schema);
  if (object && depth < 6) {
    const value: Record<string, unknown> = {};
    for (const required of object.required ?? []) value[required] = plausible(object.properties?.[required], required, depth + 1);
    return value;
  }
  if (schema && typeOf(schema).includes('string')) {
    if (/colou?r/.test(name)) return '#2D4CD7';
    if (/email/.test(name)) return 'someone@tenancy.example';
    if (/url/.test(name)) return 'https://tenancy.example/';
  }
  return plausibleValue(schema);
}

const schemaAt = (schema: JsonSchema | undefined, segment: string): JsonSchema | undefined =>
  segment === '[]' ? itemsOf(schema) : objectOf(schema)?.properties?.[segment];

/**
 * The body `base` (a valid one, from the permission matrix) with the id at
 * the field: objects and arrays along the way that `base` lacks are made
 * plausible, an array with one element.
 */
export function bodyWith(schema: JsonSchema, base: unknown, field: IdField, id: string): unknown {
  // An image field holds the address of one of our media, which names its id.
  const value = /_image$/.test(field.path[field.path.length - 1]!) ? `/media/${id}` : id;
  const root = structuredClone(base ?? plausible(schema, '')) as Record<string, unknown>;
  let holder: Record<string | number, unknown> = root;
  let at: JsonSchema | undefined = schema;
  field.path.forEach((segment, index) => {
    const next = schemaAt(at, segment);
    const key = segment === '[]' ? 0 : segment;
    if (index === field.path.length - 1) {
      holder[key] = field.list ? [value] : value;
      return;
    }
    const following = field.path[index + 1];
    const current = holder[key];
    if (following === '[]') {
      if (!Array.isArray(current) || current.length === 0) holder[key] = [];
    } else if (typeof current !== 'object' || current === null || Array.isArray(current)) {
      holder[key] = segment === '[]' ? plausible(next, field.path[index - 1] ?? '') : plausible(next, segment);
      if (typeof holder[key] !== 'object' || holder[key] === null) holder[key] = {};
    }
    holder = holder[key] as Record<string | number, unknown>;
    at = next;
  });
  return root;
}

/** Which kinds of object a field names, from its path (then the route's): ids of every kind when neither says. */
const KIND_HINTS: [RegExp, string[]][] = [
  [/legend/, ['seating.legend']],
  [/section/, ['seating.section']],
  [/group_tag|host-group-tags/, ['groupTag']],
  [/tag/, ['tag', 'groupTag']],
  [/group/, ['goGroup']],
  [/seat(?!ing)/, ['seating.seat', 'seating.seat2']],
  [/table/, ['seating.table']],
  [/object/, ['seating.object']],
  [/journey/, ['journey']],
  [/step/, ['journeyStep']],
  [/template/, ['template']],
  [/smtp/, ['smtpConfiguration']],
  [/media|image|logo/, ['media']],
  [/attendee|guest|parent|hosts/, ['guest']],
  [/tab/, ['tab']],
  [/feature/, ['feature']],
  [/variation/, ['ticketVariation']],
  [/user/, ['user']],
  [/alert/, ['alerts.draft']],
  [/event/, ['event']],
];

function kindsNamedBy(text: string): string[] {
  for (const [pattern, kinds] of KIND_HINTS) if (pattern.test(text)) return kinds;
  return [];
}

/** The field's own name first (`table_id`), then its path (`created.seat_legends[].id`), then the route's. */
export function kindsOf(route: string, field: IdField, victim: Record<string, string>): string[] {
  const names = field.path.filter((segment) => segment !== '[]');
  const sources = [
    names[names.length - 1]!.replace(/(^|_)(ids?|uuid)$/, ''),
    names.join('.').replace(/(^|_)(ids?|uuid)$/, ''),
    route.split(' ')[1]!.replace(/\{[^}]+\}/g, ''),
  ];
  const kinds = sources.map(kindsNamedBy).find((found) => found.length > 0) ?? Object.keys(victim);
  return kinds.filter((kind) => kind in victim);
}

/**
 * Ids a body gives to new parts of one document (a journey's steps, their
 * blocks and buttons) and the arrows between them: names within that
 * document, looked up only inside it (the journey's decider refuses an arrow
 * to a step it does not have), so another tenant's id there reaches nothing
 * of theirs. Every other id a body carries names an object, which must be
 * the sender's own.
 */
const DOCUMENT_LOCAL: [RegExp, RegExp][] = [[/\/journeys\/\{id\}/, /^(step\.)?(id|blocks\.\[\]\.id|actions\.\[\]\.(id|to_step_id))$/]];

export const isDocumentLocal = (route: string, field: IdField): boolean =>
  DOCUMENT_LOCAL.some(([routes, fields]) => routes.test(route) && fields.test(field.path.join('.')));
