import { type SessionTokenSource } from '../../src/application/platform/session-token-source.port';

export class FakeSessionTokenSource implements SessionTokenSource {
  calls = 0;
  failure: Error | null = null;

  constructor(
    public available = false,
    public token = 'fake-session-token',
  ) {}

  idToken(): Promise<string> {
    this.calls += 1;
    if (!this.available) return Promise.reject(new Error('Session tokens exist only inside the Shopify admin.'));
    return this.failure ? Promise.reject(this.failure) : Promise.resolve(this.token);
  }
}
