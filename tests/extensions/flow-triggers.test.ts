import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FLOW_PAYLOAD_MAX_BYTES,
  FLOW_TRIGGERS,
  flowTriggerPayload,
  type FlowReview,
  type FlowTrigger,
} from '../../src/domain/outgoing-webhooks/flow-triggers';

/** Each trigger's extension: `extensions/<folder>/shopify.extension.toml`. */
const FLOW_TRIGGER_EXTENSION_FOLDERS: Readonly<Record<FlowTrigger, string>> = {
  'review-published': 'flow-review-published',
  'low-rating-received': 'flow-low-rating',
};

/** The Shopify Flow trigger extensions (docs/product/shopify-flow.md), read as the Shopify CLI reads them. */
const EXTENSIONS = join(import.meta.dirname, '../../extensions');

type TomlValue = string | number | boolean;
type TomlTable = { [key: string]: TomlValue | TomlTable | TomlTable[] };

/**
 * The part of TOML the extension files use: comments, `[table]`, `[[array.of.tables]]` and
 * `key = "string" | number | boolean` (keys bare or quoted). Anything else fails the test: no TOML
 * library is installed, and this is no product code.
 */
function parseToml(text: string): TomlTable {
  const root: TomlTable = {};
  let current = root;
  const tableAt = (path: readonly string[], append: boolean): TomlTable => {
    let table = root;
    path.forEach((name, index) => {
      const last = index === path.length - 1;
      const existing = table[name];
      if (last && append) {
        const list = existing === undefined ? [] : existing;
        if (!Array.isArray(list)) throw new Error(`[[${path.join('.')}]] is not an array of tables`);
        const added: TomlTable = {};
        list.push(added);
        table[name] = list;
        table = added;
        return;
      }
      if (Array.isArray(existing)) table = existing.at(-1)!;
      else if (existing === undefined) table = table[name] = {};
      else if (typeof existing === 'object') table = existing;
      else throw new Error(`${name} is a value, not a table`);
    });
    return table;
  };
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const header = /^(\[\[?)([A-Za-z0-9_.-]+)(\]\]?)$/.exec(line);
    if (header) {
      if (header[1]!.length !== header[3]!.length) throw new Error(`line ${index + 1}: unbalanced header`);
      current = tableAt(header[2]!.split('.'), header[1] === '[[');
      continue;
    }
    const pair = /^([A-Za-z0-9_-]+|"[^"]*")\s*=\s*(.+?)\s*$/.exec(line);
    if (!pair) throw new Error(`line ${index + 1}: not TOML this test reads: ${line}`);
    const key = pair[1]!.replace(/^"|"$/g, '');
    if (key in current) throw new Error(`line ${index + 1}: ${key} given twice`);
    current[key] = tomlValue(pair[2]!, index + 1);
  }
  return root;
}

function tomlValue(text: string, line: number): TomlValue {
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  const string = /^"((?:[^"\\]|\\["\\nt])*)"$/.exec(text);
  if (string) return string[1]!.replace(/\\(["\\nt])/g, (_, escaped: string) => ({ n: '\n', t: '\t' })[escaped] ?? escaped);
  throw new Error(`line ${line}: not a value this test reads: ${text}`);
}

interface TriggerField {
  readonly type: string;
  readonly key?: string;
  readonly description?: string;
  readonly [other: string]: TomlValue | undefined;
}

function readExtension(folder: string) {
  const toml = parseToml(readFileSync(join(EXTENSIONS, folder, 'shopify.extension.toml'), 'utf8'));
  const extensions = toml.extensions as TomlTable[];
  const settings = toml.settings as { fields?: TriggerField[] } | undefined;
  return { extensions, fields: settings?.fields ?? [] };
}

/** What Shopify's CLI validates (packages/app/src/cli/services/flow in Shopify/cli): a reference takes no key; Shopify names it `<object>_id`. */
const REFERENCE_TYPES = ['customer_reference', 'order_reference', 'product_reference', 'company_reference', 'company_contact_reference'];
/** The field types a trigger (not an action) takes: no integer, no multi-line text. */
const TRIGGER_FIELD_TYPES = ['boolean', 'email', 'single_line_text_field', 'url', 'number_decimal'];
const payloadKeyOf = (field: TriggerField) => (REFERENCE_TYPES.includes(field.type) ? `${field.type.replace(/_reference$/, '')}_id` : field.key!);

const productReview: FlowReview = {
  id: 42,
  productId: 'gid://shopify/Product/101',
  customerId: '7001',
  rating: 2,
  title: 'Too small',
  body: 'The strap broke\non day two.',
  authorName: 'Jane Doe',
  verified: true,
  published: false,
};
const storeReview: FlowReview = { ...productReview, productId: 'gid://starling/Shop/store-review', customerId: null };
const URL_OF_REVIEW = 'https://acme.myshopify.com/admin/apps/key/reviewList?id=42';

describe.each(FLOW_TRIGGERS)('the Flow trigger extension %s', (trigger: FlowTrigger) => {
  const folder = FLOW_TRIGGER_EXTENSION_FOLDERS[trigger];
  const { extensions, fields } = readExtension(folder);

  it('is one flow_trigger whose handle is the one the server sends', () => {
    expect(extensions).toHaveLength(1);
    const [extension] = extensions;
    expect(extension).toMatchObject({ type: 'flow_trigger', handle: trigger });
    expect(Object.keys(extension!).sort()).toEqual(['description', 'handle', 'name', 'type']);
    expect(extension!.name).toMatch(/^[A-Z][a-z]+( [a-z]+)+$/);
    expect(extension!.description).toEqual(expect.stringMatching(/\S/));
    // Shopify's rules for a handle.
    expect(trigger.length).toBeLessThanOrEqual(30);
    expect(trigger).toMatch(/^[a-zA-Z0-9]+(-[a-zA-Z0-9]+)*$/);
  });

  it('declares only fields a Flow trigger takes: references without a key, letters and spaces in the other keys', () => {
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) {
      if (REFERENCE_TYPES.includes(field.type)) {
        expect(Object.keys(field).filter((name) => !['type', 'description', 'required'].includes(name)), field.type).toEqual([]);
      } else {
        expect(TRIGGER_FIELD_TYPES, field.key).toContain(field.type);
        expect(field.key, field.type).toMatch(/^[a-zA-Z][a-zA-Z\s]*$/);
      }
      expect(field.description, field.key ?? field.type).toBeTruthy();
    }
    const keys = fields.map(payloadKeyOf);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gets a payload with exactly the extension\'s keys, in its order, each of its field\'s type', () => {
    const payload = flowTriggerPayload(trigger, productReview, URL_OF_REVIEW);
    expect(Object.keys(payload)).toEqual(fields.map(payloadKeyOf));
    for (const field of fields) {
      const value = payload[payloadKeyOf(field)];
      if (REFERENCE_TYPES.includes(field.type)) expect(Number.isSafeInteger(value) && (value as number) > 0, field.type).toBe(true);
      else if (field.type === 'number_decimal') expect(typeof value, field.key).toBe('number');
      else if (field.type === 'boolean') expect(typeof value, field.key).toBe('boolean');
      else if (field.type === 'url') expect(new URL(String(value)).href, field.key).toBe(URL_OF_REVIEW);
      else expect(typeof value, field.key).toBe('string');
    }
    expect(payload).toMatchObject({ product_id: 101, customer_id: 7001, 'Review ID': '42', Rating: 2, 'Review body': 'The strap broke\non day two.' });
  });

  it('leaves out only the references a review has not got (a store review by a shopper not signed in)', () => {
    const payload = flowTriggerPayload(trigger, storeReview, URL_OF_REVIEW);
    expect(Object.keys(payload)).toEqual(fields.map(payloadKeyOf).filter((key) => key !== 'product_id' && key !== 'customer_id'));
  });

  it('stays under Shopify\'s payload limit for the longest review', () => {
    const long = 'é😀'.repeat(20_000);
    const payload = flowTriggerPayload(trigger, { ...productReview, title: long, body: long, authorName: long }, URL_OF_REVIEW);
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeLessThan(FLOW_PAYLOAD_MAX_BYTES);
  });
});

describe('the Flow trigger extensions together', () => {
  it('have handles unique among the app\'s extensions, and each trigger its own folder', () => {
    const handles = readdirSync(EXTENSIONS, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => [...readFileSync(join(EXTENSIONS, entry.name, 'shopify.extension.toml'), 'utf8').matchAll(/^handle = "([^"]+)"$/gm)].map((match) => match[1]));
    expect(new Set(handles).size).toBe(handles.length);
    expect(handles).toEqual(expect.arrayContaining([...FLOW_TRIGGERS]));
    expect(new Set(Object.values(FLOW_TRIGGER_EXTENSION_FOLDERS)).size).toBe(FLOW_TRIGGERS.length);
  });

  it('the reader refuses TOML it does not understand instead of passing it', () => {
    expect(() => parseToml('[[extensions]\nname = "x"')).toThrow(/unbalanced/);
    expect(() => parseToml('name = x')).toThrow(/not a value/);
    expect(() => parseToml('name = "a"\nname = "b"')).toThrow(/twice/);
    expect(parseToml('[settings]\n[[settings.fields]]\ntype = "url"\nkey = "A \\"b\\""\n[[settings.fields]]\nrequired = true\nn = 2')).toEqual({
      settings: { fields: [{ type: 'url', key: 'A "b"' }, { required: true, n: 2 }] },
    });
  });
});
