import { type Contract, type RequestOf, type ResponseOf } from '../../contracts/contract';
import { type ApiRequestOptions } from './api-client.port';

/**
 * Calls an endpoint through its contract (src/contracts): the request typed by the contract,
 * the answer's `data` typed by it, no casts. View-models and use-cases call it directly for a plain
 * call (inject TOKENS.ContractClient); gateway ports built on it are kept where a call has behaviour
 * of its own (docs/architecture.md#how-an-admin-call-flows). Failures reject with an ApiError.
 */
export interface ContractClient {
  call<C extends Contract>(contract: C, request: RequestOf<C>, options?: ApiRequestOptions): Promise<ResponseOf<C>>;
}
