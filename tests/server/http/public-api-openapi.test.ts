import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { PUBLIC_ENDPOINTS } from '../../../src/contracts/public-api.contract';
import { PUBLIC_API_BASE, PUBLIC_API_OPENAPI_PATH } from '../../../src/contracts/public-api.constants';
import { MAX_FILTER_PRODUCT_GROUPS, REVIEW_FILTER_FIELDS } from '../../../src/contracts/review-filter.schema';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query';
  readonly required: boolean;
  readonly schema: Record<string, unknown>;
}

interface Operation {
  readonly operationId: string;
  readonly parameters?: readonly Parameter[];
  readonly requestBody?: { readonly content: { readonly 'application/json': { readonly schema: { readonly required?: readonly string[]; readonly properties: Record<string, unknown> } } } };
  readonly responses: Record<string, unknown>;
}

interface Document {
  readonly openapi: string;
  readonly paths: Record<string, Record<string, Operation>>;
  readonly components: { readonly schemas: Record<string, unknown> };
}

/** `METHOD /path` as the document writes an operation: under the servers' base, `:id` as `{id}`. */
const operationKey = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/:(\w+)/g, '{$1}')}`;

/** What the served app registers under the public API's base that is not an operation of the document. */
const NOT_OPERATIONS = new Set([
  // The key's authentication and its rate limit, in front of every operation.
  `ALL ${PUBLIC_API_BASE}/*`,
  // The document itself.
  `GET ${PUBLIC_API_OPENAPI_PATH}`,
]);

/** The operations the served Hono app answers under /api/public/v1: its registered routes, whatever registered them. */
function servedOperations(app: { readonly routes: readonly { readonly method: string; readonly path: string }[] }): string[] {
  const keys = app.routes
    .filter(({ path }) => path.startsWith(`${PUBLIC_API_BASE}/`))
    .filter(({ method, path }) => !NOT_OPERATIONS.has(`${method} ${path}`))
    .map(({ method, path }) => operationKey(method, path.slice(PUBLIC_API_BASE.length)));
  return [...new Set(keys)].sort();
}

/** /api/public/v1/openapi.json (docs/api/public-api.md#reference), generated from the contracts. */
describe.each(TEST_DATABASES)('the public API reference on $name', (target) => {
  const ctx = useTestServer(target);

  const fetchDocument = async (): Promise<Document> => {
    const answer = await ctx.server.call('GET', `${PUBLIC_API_BASE}/openapi.json`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/json');
    return answer.json as unknown as Document;
  };

  it('is served without a key, and is a valid OpenAPI 3.1 document', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    // The validator dereferences in place: it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('documents exactly the routes the served app answers: none undocumented, none documented without a route', async () => {
    const { paths } = await fetchDocument();
    const documented = Object.entries(paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => operationKey(method, path)));
    const served = servedOperations(ctx.server.app);
    // Not vacuous: the app's routes under the base are found at all.
    expect(served).toContain('GET /reviews/{id}');
    expect(documented.sort()).toEqual(served);
  });

  it('lists every public endpoint, and nothing else, with the failures each can answer', async () => {
    const { paths } = await fetchDocument();
    const listed = Object.entries(paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => operationKey(method, path)));
    const expected = PUBLIC_ENDPOINTS.map(({ contract }) => operationKey(contract.method, contract.path.slice(PUBLIC_API_BASE.length)));
    expect(listed.sort()).toEqual(expected.sort());
    for (const operations of Object.values(paths)) {
      for (const operation of Object.values(operations)) expect(Object.keys(operation.responses).sort()).toEqual(['200', '401', '404', '422', '429']);
    }
  });

  it("describes each call's parameters and body from its contract", async () => {
    const { paths } = await fetchDocument();
    const list = paths['/reviews']!.get!;
    const parameter = (operation: Operation, name: string) => operation.parameters?.find((candidate) => candidate.name === name);
    expect(parameter(list, 'ratings')).toMatchObject({ in: 'query', required: false, schema: { type: 'array', items: { type: 'integer', enum: [1, 2, 3, 4, 5] } } });
    // Every one of the admin's review filters, described.
    for (const name of Object.keys(REVIEW_FILTER_FIELDS)) expect(parameter(list, name), name).toMatchObject({ in: 'query', required: false, description: expect.any(String) });
    expect(parameter(list, 'product_groups')).toMatchObject({ schema: { type: 'array', items: { type: 'integer', minimum: 1 }, maxItems: MAX_FILTER_PRODUCT_GROUPS } });
    expect(parameter(list, 'limit')).toMatchObject({ in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100 } });
    expect(parameter(list, 'cursor')).toMatchObject({ in: 'query', schema: { type: 'string' } });
    expect(parameter(paths['/reviews/{id}']!.get!, 'id')).toMatchObject({ in: 'path', required: true, schema: { type: 'integer', minimum: 1 } });
    const reply = paths['/reviews/{id}/reply']!.post!;
    expect(parameter(reply, 'id')).toMatchObject({ in: 'path', required: true });
    expect(reply.requestBody?.content['application/json'].schema).toMatchObject({ required: ['body'], properties: { body: { type: 'string', minLength: 1, maxLength: 5000 } } });
    expect(reply.requestBody?.content['application/json'].schema.properties).not.toHaveProperty('id');
    expect(parameter(paths['/products/ratings']!.get!, 'product_ids')).toMatchObject({ in: 'query', required: true, schema: { type: 'array', minItems: 1, maxItems: 50 } });
    const create = paths['/reviews']!.post!.requestBody?.content['application/json'].schema;
    expect(create).toMatchObject({ required: ['reviews'], properties: { reviews: { type: 'array', minItems: 1, maxItems: 100 } } });
  });

  it('closes the bodies the server reads strictly (z.strictObject) to unknown fields, and leaves the answers open', async () => {
    const { paths, components } = await fetchDocument();
    const body = (operation: Operation) => operation.requestBody?.content['application/json'].schema as Record<string, unknown> & { properties: Record<string, Record<string, unknown>> };
    const create = body(paths['/reviews']!.post!);
    expect(create.additionalProperties).toBe(false);
    expect(create.properties.reviews!.items).toMatchObject({ type: 'object', additionalProperties: false, properties: { rating: { type: 'integer' } } });
    expect(body(paths['/reviews/{id}/reply']!.post!).additionalProperties).toBe(false);
    expect(body(paths['/reviews/{id}']!.post!).additionalProperties).toBe(false);
    // An answer may gain fields: the document does not promise there are no others.
    expect(JSON.stringify(paths['/reviews']!.get!.responses['200'])).not.toContain('"additionalProperties":false');
    expect(components.schemas.Review).toMatchObject({ type: 'object' });
    expect(JSON.stringify(components.schemas)).not.toContain('"additionalProperties":false');
  });
});
