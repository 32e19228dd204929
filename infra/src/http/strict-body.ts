import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { FIELD_LABEL_PLACEHOLDER } from '@usher/domain/validation/safe-text';

// Request bodies refuse keys their schema does not name (issue 28): a Zod
// object strips unknown keys, so a misspelt field (`frist_name`) answered 200
// and changed nothing. Done here, once, for every route's body, rather than
// by `.strict()` on each schema: a schema keeps its own shape (and its
// OpenAPI document), and a body is first validated as before, then walked
// beside its schema for keys no object of it names. An object declared loose
// (`z.looseObject`, a catchall) takes any key.

type Path = (string | number)[];
type Def = { type: string } & Record<string, unknown>;

export const UNKNOWN_FIELD_MESSAGE = `${FIELD_LABEL_PLACEHOLDER} is not a field this request takes.`;

const defOf = (schema: $ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const accepts = (schema: $ZodType, value: unknown) => z.safeParse(schema, value).success;

/** The paths of keys in `value` that no object of `schema` names, for a value the schema accepts. */
export function unknownKeyPaths(schema: $ZodType, value: unknown, path: Path = []): Path[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      if (!isPlainObject(value)) return [];
      const shape = def.shape as Record<string, $ZodType>;
      const catchall = def.catchall as $ZodType | undefined;
      const found: Path[] = [];
      for (const [key, item] of Object.entries(value)) {
        const field = shape[key];
        if (field) found.push(...unknownKeyPaths(field, item, [...path, key]));
        else if (catchall && defOf(catchall).type !== 'never') found.push(...unknownKeyPaths(catchall, item, [...path, key]));
        else found.push([...path, key]);
      }
      return found;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return value === undefined || value === null ? [] : unknownKeyPaths(def.innerType as $ZodType, value, path);
    case 'array':
      return Array.isArray(value) ? value.flatMap((item, index) => unknownKeyPaths(def.element as $ZodType, item, [...path, index])) : [];
    case 'tuple': {
      if (!Array.isArray(value)) return [];
      const items = def.items as $ZodType[];
      return value.flatMap((item, index) => (items[index] ? unknownKeyPaths(items[index], item, [...path, index]) : []));
    }
    case 'record':
      return isPlainObject(value) ? Object.entries(value).flatMap(([key, item]) => unknownKeyPaths(def.valueType as $ZodType, item, [...path, key])) : [];
    case 'union': {
      // The option that takes the value is the one whose keys count.
      const option = (def.options as $ZodType[]).find((candidate) => accepts(candidate, value));
      return option ? unknownKeyPaths(option, value, path) : [];
    }
    case 'intersection': {
      // A key is unknown only when neither side names it.
      const right = new Set(unknownKeyPaths(def.right as $ZodType, value, path).map((found) => found.join('\u0000')));
      return unknownKeyPaths(def.left as $ZodType, value, path).filter((found) => right.has(found.join('\u0000')));
    }
    case 'pipe':
      // The keys sent are the input's: a transform's output is no longer the client's.
      return unknownKeyPaths(def.in as $ZodType, value, path);
    case 'lazy':
      return unknownKeyPaths((def.getter as () => $ZodType)(), value, path);
    default:
      return [];
  }
}

type CompileArgs = Parameters<typeof validatorCompiler>[0];
type Validate = ReturnType<typeof validatorCompiler>;

/** fastify-type-provider-zod's validator, with bodies refusing unknown keys, each named as its field. */
export function strictBodyValidatorCompiler(args: CompileArgs): Validate {
  const validate = validatorCompiler(args);
  if (args.httpPart !== 'body') return validate;
  return (data: unknown) => {
    // The package's validator answers synchronously, with { value } or { error }.
    const result = validate(data);
    if (typeof result !== 'object' || ('error' in result && result.error)) return result;
    const unknown = unknownKeyPaths(args.schema as $ZodType, data);
    if (unknown.length === 0) return result;
    // Reported through the same validator, so the error handler reads it as any other schema failure.
    const report = z.unknown().superRefine((_, context) => {
      for (const path of unknown) context.addIssue({ code: 'custom', path, message: UNKNOWN_FIELD_MESSAGE });
    });
    return validatorCompiler({ ...args, schema: report })(data);
  };
}
