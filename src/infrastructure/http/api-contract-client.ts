import { type Contract, queryOf, type RequestOf, type ResponseOf, type ValidRequestOf } from '../../contracts/contract';
import { type ApiClient, type ApiRequestOptions } from '../../application/http/api-client.port';
import { type ContractClient } from '../../application/http/contract-client.port';

/** A contract's call over the admin's API client: a GET's typed request becomes its query, a POST's its JSON body. */
export class ApiContractClient implements ContractClient {
  constructor(private readonly api: ApiClient) {}

  call<C extends Contract>(contract: C, request: RequestOf<C>, options?: ApiRequestOptions): Promise<ResponseOf<C>> {
    if (contract.method === 'GET') {
      const query = queryOf(contract as Contract<'GET'>, request as ValidRequestOf<Contract<'GET'>>);
      return this.api.get<ResponseOf<C>>(contract.path, query, options);
    }
    return this.api.post<ResponseOf<C>>(contract.path, request, options);
  }
}
