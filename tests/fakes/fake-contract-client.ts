import { type ApiRequestOptions } from '../../src/application/http/api-client.port';
import { ApiError } from '../../src/application/http/api-error';
import { type ContractClient } from '../../src/application/http/contract-client.port';
import { type Contract, queryOf, queryValues, type RequestOf, type ResponseOf } from '../../src/contracts/contract';

export interface FakeContractCall {
  readonly contract: Contract;
  readonly request: unknown;
  readonly options: ApiRequestOptions | undefined;
}

type Reply<C extends Contract> = ResponseOf<C> | ((request: RequestOf<C>) => ResponseOf<C> | Promise<ResponseOf<C>>);

/**
 * The API as a table of answers per contract, each typed by its contract: a renamed field in a
 * contract fails the fakes' typecheck too. Every call is recorded; a call with no answer fails
 * like an unknown path (an envelope error with code 404). Each request is also read as the server
 * would read it (see {@link takeRequestsTheServerWouldRefuse}), beside the call, so the answer
 * comes as soon as before.
 */
export class FakeContractClient implements ContractClient {
  readonly calls: FakeContractCall[] = [];
  private readonly replies = new Map<Contract, (request: unknown) => unknown>();

  /** `unanswered`: where a contract has no answer here (the test container: the path-level FakeApiClient). */
  constructor(private readonly unanswered: ContractClient | null = null) {}

  on<C extends Contract>(contract: C, reply: Reply<C>): this {
    this.replies.set(contract, typeof reply === 'function' ? (reply as (request: unknown) => unknown) : () => structuredClone(reply));
    return this;
  }

  fail(contract: Contract, error: ApiError | string): this {
    const failure = typeof error === 'string' ? new ApiError('envelope', error, 1) : error;
    this.replies.set(contract, () => {
      throw failure;
    });
    return this;
  }

  callsTo<C extends Contract>(contract: C): RequestOf<C>[] {
    return this.calls.filter((call) => call.contract === contract).map((call) => call.request as RequestOf<C>);
  }

  async call<C extends Contract>(contract: C, request: RequestOf<C>, options?: ApiRequestOptions): Promise<ResponseOf<C>> {
    this.calls.push({ contract, request: structuredClone(request), options });
    serverChecks.push(refusalOf(contract, request));
    const reply = this.replies.get(contract);
    if (!reply && this.unanswered) return this.unanswered.call(contract, request, options);
    if (!reply) throw new ApiError('envelope', `No fake reply for ${contract.method} ${contract.path}`, 404);
    return (await reply(request)) as ResponseOf<C>;
  }
}

const serverChecks: Promise<string | null>[] = [];

/**
 * The requests sent through any FakeContractClient since the last look that the server would
 * refuse (its contract's schema, reading a GET's query or a POST's JSON body as ContractRoutes
 * does), each with the server's message. tests/support/dom-setup.ts fails every test that sent one,
 * so a view-model test also proves the server accepts what the admin sends.
 */
export async function takeRequestsTheServerWouldRefuse(): Promise<string[]> {
  const refusals = await Promise.all(serverChecks.splice(0));
  return refusals.filter((refusal) => refusal !== null);
}

async function refusalOf(contract: Contract, request: unknown): Promise<string | null> {
  if (contract.raw) return null;
  const schema = await contract.request();
  const arriving =
    contract.method === 'GET'
      ? queryValues(Object.fromEntries(Object.entries(queryOf(contract as Contract<'GET'>, request)).map(([key, value]) => [key, typeof value === 'string' ? [value] : value])))
      : (JSON.parse(JSON.stringify(request ?? {})) as unknown);
  const parsed = await schema.safeParseAsync(arriving);
  return parsed.success ? null : `${contract.method} ${contract.path} ${JSON.stringify(arriving)}: ${parsed.error.message}`;
}
