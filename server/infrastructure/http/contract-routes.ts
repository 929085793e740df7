import { type Context, Hono } from 'hono';
import { type Contract, queryValues, type ResponseOf, type ValidRequestOf } from '../../../src/contracts/contract';
import { ok } from './envelope';
import { type HttpEnv } from './http-env';
import { parseInput, jsonBody } from './request-input';

type Handler<C extends Contract> = (request: ValidRequestOf<C>, c: Context<HttpEnv>) => Promise<ResponseOf<C>> | ResponseOf<C>;
type RawHandler<C extends Contract> = (request: ValidRequestOf<C>, c: Context<HttpEnv>) => Promise<Response> | Response;

/**
 * Routes that serve contracts (src/contracts): each request is validated by its contract's
 * schema (a 422 naming the field, nothing run) and each answer typed by it. `mountedAt` is the
 * prefix this router is mounted under; every contract's path must start with it.
 */
export class ContractRoutes {
  readonly router = new Hono<HttpEnv>();

  constructor(private readonly mountedAt: string) {}

  /** Answers with the envelope `{code: 0, message, data}`. */
  serve<C extends Contract>(contract: C, handler: Handler<C>): this {
    this.router.on(contract.method, this.localPath(contract), async (c) => ok(c, await handler(await readRequest(contract, c), c)));
    return this;
  }

  /** Answers with whatever the handler builds (a file, a stream, a redirect). */
  serveRaw<C extends Contract>(contract: C, handler: RawHandler<C>): this {
    this.router.on(contract.method, this.localPath(contract), async (c) => handler(await readRequest(contract, c), c));
    return this;
  }

  private localPath(contract: Contract): string {
    if (!contract.path.startsWith(`${this.mountedAt}/`)) throw new Error(`${contract.path} is not under ${this.mountedAt}`);
    return contract.path.slice(this.mountedAt.length);
  }
}

/**
 * The contract's request, validated: the query of a GET, the JSON body of a POST, and the path's
 * own parameters (`:id`), which win over a field of the same name.
 */
export async function readRequest<C extends Contract>(contract: C, c: Context): Promise<ValidRequestOf<C>> {
  const input = contract.method === 'GET' ? queryValues(c.req.queries()) : await jsonBody(c);
  const params: Record<string, string> = c.req.param();
  const withParams = Object.keys(params).length > 0 && typeof input === 'object' && input !== null && !Array.isArray(input) ? { ...input, ...params } : input;
  return parseInput(await contract.request(), withParams) as ValidRequestOf<C>;
}
