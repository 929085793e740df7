import { injectable } from 'inversify';
import { type SessionTokenSource } from '../../application/platform/session-token-source.port';

/** Outside the Shopify admin there is no session token; the admin signs in with its stored app token. */
@injectable()
export class StandaloneSessionTokenSource implements SessionTokenSource {
  readonly available = false;

  idToken(): Promise<string> {
    return Promise.reject(new Error('Session tokens exist only inside the Shopify admin.'));
  }
}
