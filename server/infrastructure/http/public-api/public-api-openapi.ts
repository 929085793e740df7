import { z } from 'zod';
import { ENVELOPE_CODES } from '../../../../src/contracts/error-codes';
import { PUBLIC_ENDPOINTS } from '../../../../src/contracts/public-api.contract';
import { API_KEY_HEADER, PUBLIC_API_BASE } from '../../../../src/contracts/public-api.constants';
import * as schemas from '../../../../src/contracts/public-api.schema';

/**
 * The public API's OpenAPI 3.1 document, generated from its contracts (docs/api/public-api.md):
 * each endpoint's request schema becomes its parameters or body, each answer's schema its `data`,
 * in the admin API's envelope. Built once per process, on the first request for it.
 */

type JsonSchema = Record<string, unknown>;

const COMPONENTS = '#/components/schemas/';

/**
 * JSON Schema 2020-12 of a zod schema, its named parts (`.meta({id})`) gathered into `components`.
 * A request keeps what zod says of unknown fields (a `z.strictObject` is `additionalProperties:
 * false`, as the server refuses them); an answer's objects are left open, so a field added later
 * breaks no client.
 */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output', components: Record<string, JsonSchema>): JsonSchema {
  const generated = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema;
  const { $schema: _dialect, $defs, ...rest } = generated;
  const finish = (part: JsonSchema) => relinked(io === 'output' ? opened(part) : part) as JsonSchema;
  for (const [id, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) components[id] = finish(definition);
  return finish(rest);
}

/** `#/$defs/X` as `#/components/schemas/X`, everywhere in the schema. */
function relinked(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(relinked);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, key === '$ref' && typeof value === 'string' ? value.replace(/^#\/\$defs\//, COMPONENTS) : relinked(value)]),
  );
}

/** The schema without `additionalProperties: false` anywhere in it. */
function opened(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(opened);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(Object.entries(schema).filter(([key, value]) => !(key === 'additionalProperties' && value === false)).map(([key, value]) => [key, opened(value)]));
}

const envelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: { code: { type: 'integer', const: 0 }, message: { type: 'string' }, data },
});

const failure = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: `${COMPONENTS}Failure` } } } });

const FAILURES = {
  '401': failure(`No key, a key that is not the shop's current one, or a key in the address: send it in ${API_KEY_HEADER}.`),
  '404': failure('No such record among the shop’s.'),
  '422': failure('A parameter or field is at fault: `message` names it (`reviews.0.rating: must be …`).'),
  '429': {
    ...failure('Too many requests with this key: wait the seconds of Retry-After.'),
    headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer', minimum: 1 } } },
  },
};

interface Operation {
  readonly parameters: JsonSchema[];
  readonly requestBody?: JsonSchema;
}

/** A GET's fields as query parameters, a POST's as its JSON body; `{name}` fields of the path as path parameters either way. */
function operationOf(method: 'GET' | 'POST', pathNames: readonly string[], request: JsonSchema): Operation {
  const properties = { ...((request.properties ?? {}) as Record<string, JsonSchema>) };
  const required = new Set((request.required ?? []) as string[]);
  const parameters: JsonSchema[] = pathNames.map((name) => {
    const { description, ...schema } = properties[name] ?? { type: 'string' };
    delete properties[name];
    required.delete(name);
    return { name, in: 'path', required: true, ...(description === undefined ? {} : { description }), schema };
  });
  if (method === 'GET') {
    for (const [name, { description, ...schema }] of Object.entries(properties)) {
      parameters.push({ name, in: 'query', required: required.has(name), ...(description === undefined ? {} : { description }), schema });
    }
    return { parameters };
  }
  const body: JsonSchema = { ...request, properties, required: [...required] };
  if ((body.required as string[]).length === 0) delete body.required;
  return { parameters, requestBody: { required: true, content: { 'application/json': { schema: body } } } };
}

async function buildDocument(): Promise<JsonSchema> {
  const components: Record<string, JsonSchema> = {
    Failure: {
      type: 'object',
      required: ['code', 'message', 'data'],
      properties: {
        code: { type: 'integer', enum: [...new Set(Object.values(ENVELOPE_CODES))], description: 'Never 0.' },
        message: { type: 'string', description: 'Names the field at fault, e.g. `limit: must be a whole number from 1 to 100`.' },
        data: {},
      },
    },
  };
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of PUBLIC_ENDPOINTS) {
    const { contract } = endpoint;
    const pathNames = [...contract.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
    const path = contract.path.slice(PUBLIC_API_BASE.length).replace(/:(\w+)/g, '{$1}');
    const operation = operationOf(contract.method, pathNames, jsonSchemaOf(await contract.request(), 'input', components));
    const data = jsonSchemaOf(schemas[endpoint.answer], 'output', components);
    paths[path] = {
      ...paths[path],
      [contract.method.toLowerCase()]: {
        operationId: endpoint.operationId,
        tags: [endpoint.tag],
        summary: endpoint.summary,
        ...(operation.parameters.length > 0 ? { parameters: operation.parameters } : {}),
        ...(operation.requestBody ? { requestBody: operation.requestBody } : {}),
        responses: { '200': { description: 'Done: `data` holds the answer.', content: { 'application/json': { schema: envelope(data) } } }, ...FAILURES },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Starling Reviews public API',
      version: '1.0.0',
      description: "Read and write the shop's reviews and questions from your own apps and scripts. Every answer is an envelope {code, message, data}; code 0 is success.",
    },
    servers: [{ url: PUBLIC_API_BASE }],
    security: [{ apiKey: [] }, { bearer: [] }],
    tags: [{ name: 'Reviews' }, { name: 'Questions' }, { name: 'Products' }],
    paths,
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER, description: "The shop's reviews API key (Settings › API access)." },
        bearer: { type: 'http', scheme: 'bearer', description: 'The same key as a bearer token.' },
      },
      schemas: components,
    },
  };
}

let built: Promise<JsonSchema> | null = null;

/** The document, built on first use and kept: it depends only on the code. */
export function publicApiOpenApiDocument(): Promise<JsonSchema> {
  built ??= buildDocument();
  return built;
}
