import type { z } from 'zod';

// Valid sample values for the contract's zod schemas, so that a test can send a body that passes
// validation except for the one field it spoils (a spoiled field behind an invalid body would never
// reach the database). Good enough for the contract's shapes; a schema it cannot satisfy yields
// undefined and its fields are still spoiled one by one.

/** Values tried in order for a string leaf; the first the leaf's schema accepts is kept. */
const STRING_CANDIDATES = [
  'Smile2024x!Aa',
  'fuzz@example.com',
  '1',
  '0812345678',
  'yim-demo',
  '2026-01-05',
  '10:00',
  '2026-01-05T10:00:00.000Z',
  'AbCdEfGhIjKlMnOpQrStUvWxYz_0123456789',
  'a',
  '10200',
];
const NUMBER_CANDIDATES = [1, 0, 10];

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under optional, nullable, default and the input side of pipes. */
function unwrap(schema: z.ZodType): Def {
  const def = defOf(schema);
  if (def.innerType) return unwrap(def.innerType);
  if (def.type === 'pipe' && def.in) return unwrap(def.in);
  return def;
}

/** The kind of leaf a schema takes: string, number, boolean, array, object… */
export function leafKind(schema: z.ZodType): string {
  return unwrap(schema).type;
}

/** The fields of an object schema (through wrappers), or null. */
export function objectShape(schema: z.ZodType): Record<string, z.ZodType> | null {
  const def = unwrap(schema);
  return def.type === 'object' ? (def.shape ?? {}) : null;
}

/** The element schema of an array schema (through wrappers), or null. */
export function arrayElement(schema: z.ZodType): z.ZodType | null {
  const def = unwrap(schema);
  return def.type === 'array' ? (def.element ?? null) : null;
}

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/** A value the schema accepts, or undefined when none of the candidates does. */
export function sampleOf(schema: z.ZodType): unknown {
  const shape = objectShape(schema);
  if (shape) {
    const value: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shape)) {
      const sample = sampleOf(field);
      if (sample !== undefined) value[key] = sample;
    }
    return value;
  }
  const def = unwrap(schema);
  const candidates: unknown[] = [];
  switch (def.type) {
    case 'string':
      candidates.push(...STRING_CANDIDATES);
      break;
    case 'number':
    case 'int':
      candidates.push(...NUMBER_CANDIDATES);
      break;
    case 'boolean':
      candidates.push(false, true);
      break;
    case 'enum':
      candidates.push(...Object.values(def.entries ?? {}));
      break;
    case 'literal':
      candidates.push(...(def.values ?? []));
      break;
    case 'array':
      candidates.push([], ...(def.element ? [[sampleOf(def.element)]] : []));
      break;
    case 'union':
      for (const option of def.options ?? []) candidates.push(sampleOf(option));
      break;
  }
  candidates.push(null, undefined);
  return candidates.find((candidate) => accepts(schema, candidate));
}
