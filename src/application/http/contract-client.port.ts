import { type Contract, type RequestOf, type ResponseOf } from '../../contracts/contract';
import { type ApiRequestOptions } from './api-client.port';

/**
 * Calls an endpoint through its contract (src/contracts): the request typed by the contract,
 * the answer's `data` typed by it, no casts. Only HTTP adapters in src/infrastructure use it;
 * use-cases talk to the narrow gateway ports built on it. Failures reject with an ApiError.
 */
export interface ContractClient {
  call<C extends Contract>(contract: C, request: RequestOf<C>, options?: ApiRequestOptions): Promise<ResponseOf<C>>;
}
