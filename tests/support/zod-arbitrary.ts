import fc from 'fast-check';
import { type z } from 'zod';

/**
 * fast-check arbitraries read from zod 4 schemas (docs/decisions/0081-generated-hostile-input-and-tenant-walk.md):
 * `validShaped` gives values of the shape a schema reads (its input side), `hostile` gives those
 * values broken one way or another (a wrong type, a field missing or unknown, huge or odd text,
 * prototype keys). Refinements the definition cannot show (`.refine`, a transform's own rules) are
 * not satisfied on purpose: a value they refuse is one more case for the server to name.
 */

interface Def {
  readonly type: string;
  readonly [key: string]: any;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** What a field that reads anything (`z.unknown().transform(...)`) is tried with: the values its rules tend to take. */
const PROBES: readonly unknown[] = [1, 2, 42, '1', '7', 'en', 'fr', 'reviews', 'all', 'text', true, false, '1,2', [1, 2], 'a', 'request_1', '#123456', '2026-01-01', 'shop'];

/** Values of the shape the schema reads. */
export function validShaped(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > 6) return fc.constant(undefined);
  const next = (inner: z.ZodType) => validShaped(inner, depth + 1);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'bigint':
      return fc.integer().map(String);
    case 'boolean':
      return fc.boolean();
    case 'date':
      return fc.date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2100, 0, 1)), noInvalidDate: true }).map((date) => date.toISOString());
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'array': {
      const { min, max } = lengthBounds(def, 0, 5);
      return fc.array(next(def.element), { minLength: min, maxLength: Math.min(max, min + 5) });
    }
    case 'tuple':
      return fc.tuple(...(def.items as z.ZodType[]).map(next));
    case 'object':
      return objectArbitrary(def, depth);
    case 'optional':
      return fc.option(next(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(next(def.innerType), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return next(def.innerType);
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map(next));
    case 'intersection':
      return fc.tuple(next(def.left), next(def.right)).map(([left, right]) => (isPlainObject(left) && isPlainObject(right) ? { ...left, ...right } : left));
    case 'record':
      return fc.dictionary(recordKeyArbitrary(def.keyType), next(def.valueType), { maxKeys: 4 });
    case 'pipe':
      // A preprocess is a pipe out of a transform: what it reads is what its output schema reads.
      return defOf(def.in).type === 'transform' ? next(def.out) : next(def.in);
    case 'lazy':
      return next((def.getter as () => z.ZodType)());
    default:
      // unknown, any, transform, custom: the probes this schema takes, else all of them.
      return probesOf(schema);
  }
}

function probesOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  const taken = PROBES.filter((probe) => schema.safeParse(probe).success);
  return fc.constantFrom(...(taken.length > 0 ? taken : PROBES));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function recordKeyArbitrary(keyType: z.ZodType): fc.Arbitrary<string> {
  const def = defOf(keyType);
  if (def.type === 'enum') return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
  if (def.type === 'literal') return fc.constantFrom(...(def.values as string[]).map(String));
  return stringArbitrary(def.type === 'string' ? def : { type: 'string' }).filter((key) => key.length > 0);
}

function checksOf(def: Def): Def[] {
  const own = def.check ? [def] : [];
  return [...own, ...((def.checks as { _zod: { def: Def } }[] | undefined) ?? []).map((check) => check._zod.def)];
}

function lengthBounds(def: Def, min: number, max: number): { min: number; max: number } {
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') min = Math.max(min, check.minimum as number);
    if (check.check === 'max_length') max = check.maximum as number;
    if (check.check === 'length_equals') min = max = check.length as number;
  }
  return { min, max: Math.max(min, max) };
}

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const { min, max } = lengthBounds(def, 0, 40);
  const fits = (value: string) => value.length >= min && value.length <= max;
  for (const check of checksOf(def)) {
    if (check.check !== 'string_format') continue;
    switch (check.format) {
      case 'email':
        return fc.emailAddress({ size: 'small' }).filter(fits);
      case 'url':
        return fc.webUrl({ size: 'small' }).filter(fits);
      case 'uuid':
      case 'guid':
        return fc.uuid();
      case 'datetime':
        return fc.date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2100, 0, 1)), noInvalidDate: true }).map((date) => date.toISOString());
      case 'date':
        return fc.date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2100, 0, 1)), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
      case 'regex':
        return fc.stringMatching(check.pattern as RegExp, { size: 'small' }).map((value) => value.slice(0, max)).filter(fits);
      default:
        break;
    }
  }
  return fc.string({ minLength: min, maxLength: Math.min(max, min + 40), unit: 'grapheme' });
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = -1e9;
  let max = 1e9;
  let integer = false;
  for (const check of checksOf(def)) {
    if (check.check === 'greater_than') min = Math.max(min, (check.value as number) + (check.inclusive ? 0 : 1e-6));
    if (check.check === 'less_than') max = Math.min(max, (check.value as number) - (check.inclusive ? 0 : 1e-6));
    if (check.check === 'number_format' && check.format !== 'float32' && check.format !== 'float64') integer = true;
    if (check.check === 'multiple_of' && check.value === 1) integer = true;
  }
  if (integer) {
    const low = Math.ceil(min);
    return fc.integer({ min: low, max: Math.max(low, Math.floor(max)) });
  }
  return fc.double({ min, max: Math.max(min, max), noNaN: true, noDefaultInfinity: true });
}

function objectArbitrary(def: Def, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const shape = def.shape as Record<string, z.ZodType>;
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredKeys: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    const type = defOf(field).type;
    const omittable = type === 'optional' || type === 'default' || type === 'prefault' || field.safeParse(undefined).success;
    model[key] = validShaped(type === 'optional' ? defOf(field).innerType : field, depth + 1);
    if (!omittable) requiredKeys.push(key);
  }
  return fc.record(model, { requiredKeys });
}

const HUGE = 'x'.repeat(70_000);

/** Text that has broken servers before: numbers that are not, injections, markup, control and odd unicode. */
export const HOSTILE_TEXT: readonly string[] = [
  '',
  ' ',
  ' \t\r\n ',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1e309',
  '1e-400',
  '0x1F',
  '1.5',
  '9'.repeat(40),
  '-9007199254740993',
  "' OR 1=1 --",
  "'; DROP TABLE reviews; --",
  '"><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\u202e\u200b\ufeff',
  '\ud800',
  '\uffff',
  '😀'.repeat(60),
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'gid://shopify/Product/1',
  'x'.repeat(10_001),
  HUGE,
];

const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', ' ', 'unknown_field', '\u0000', '$where'];

/** A value of any type, most of them odd. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  {
    weight: 3,
    arbitrary: fc.constantFrom<unknown>(null, true, false, 0, -1, -0.5, 1.5, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, -1e308, [], {}, [1, 2], [null], { a: 1 }, [[[[[]]]]], ['x'.repeat(5000)]),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.array(fc.integer({ min: -5, max: 1e9 }), { maxLength: 1200 }) },
);

/** Sets a key as the value's own, even `__proto__` (a literal would set the prototype instead). */
function withOwn(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  return target;
}

/** Every place in a value a mutation can aim at: the root, and each object's or array's entries, by path. */
function placesIn(value: unknown, path: readonly (string | number)[] = [], out: (readonly (string | number)[])[] = []): (readonly (string | number)[])[] {
  out.push(path);
  if (path.length > 4) return out;
  if (Array.isArray(value)) value.forEach((item, index) => placesIn(item, [...path, index], out));
  else if (isPlainObject(value)) for (const [key, item] of Object.entries(value)) placesIn(item, [...path, key], out);
  return out;
}

function clone(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clone);
  if (isPlainObject(value)) return Object.entries(value).reduce((copy, [key, item]) => withOwn(copy, key, clone(item)), {} as Record<string, unknown>);
  return value;
}

function replaceAt(root: unknown, path: readonly (string | number)[], replace: (current: unknown) => unknown): unknown {
  if (path.length === 0) return replace(root);
  const copy = clone(root) as Record<string | number, unknown>;
  let holder = copy;
  for (const step of path.slice(0, -1)) holder = holder[step] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  const next = replace(holder[last]);
  if (next === REMOVE) {
    if (Array.isArray(holder)) holder.splice(last as number, 1);
    else delete holder[last];
  } else if (Array.isArray(holder)) holder[last as number] = next;
  else withOwn(holder, String(last), next);
  return copy;
}

const REMOVE = Symbol('remove');

type Mutation = 'replace' | 'remove' | 'extra key' | 'prototype key' | 'whole request' | 'repeat';

/** A valid-shaped value broken once: at a random place, one of the mutations above. */
export function hostile(schema: z.ZodType): fc.Arbitrary<unknown> {
  return fc
    .record({
      value: validShaped(schema),
      place: fc.nat(),
      mutation: fc.constantFrom<Mutation>('replace', 'replace', 'replace', 'remove', 'extra key', 'prototype key', 'whole request', 'repeat'),
      with: hostileValue,
      key: fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 12 })),
    })
    .map(({ value, place, mutation, with: odd, key }) => {
      const places = placesIn(value);
      const path = places[place % places.length]!;
      switch (mutation) {
        case 'replace':
          return replaceAt(value, path.length === 0 && places.length > 1 ? places[1 + (place % (places.length - 1))]! : path, () => odd);
        case 'remove':
          return path.length === 0 ? undefined : replaceAt(value, path, () => REMOVE);
        case 'extra key':
        case 'prototype key': {
          const name = mutation === 'prototype key' ? ['__proto__', 'constructor', 'prototype'][place % 3]! : key;
          const objects = places.filter((candidate) => isPlainObject(candidate.reduce<unknown>((at, step) => (at as Record<string | number, unknown>)[step], value)));
          const target = objects[place % Math.max(1, objects.length)] ?? [];
          const payload = mutation === 'prototype key' ? { polluted: true, isAdmin: true, shop_id: 1 } : odd;
          return replaceAt(value, target, (current) => withOwn(isPlainObject(current) ? (clone(current) as Record<string, unknown>) : {}, name, payload));
        }
        case 'whole request':
          return odd;
        case 'repeat':
          return replaceAt(value, path, (current) => [current, current]);
      }
    });
}
