import { type LoginResponse } from '../../../src/contracts/auth.contract';

/** POST /api/v1/admin/login (docs/product/spec-map.md §3 login response, §7 login). */
export interface LoginRequest {
  readonly shop: string;
  readonly sessionToken?: string | undefined;
  readonly referralCode?: string | undefined;
  readonly redirectUrl?: string | undefined;
  readonly url?: string | undefined;
}

/** Development store mode and Shopify mode answer the same call differently. */
export interface Login {
  execute(request: LoginRequest): Promise<LoginResponse>;
}
