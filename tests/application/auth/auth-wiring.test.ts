import { describe, expect, it } from 'vitest';
import { AuthTokenStore } from '../../../src/application/auth/auth-token-store';
import { BearerTokenProvider } from '../../../src/application/auth/bearer-token-provider';
import { TOKENS } from '../../../src/application/tokens';
import { type FakeSessionTokenSource } from '../../fakes/fake-session-token-source';
import { createTestContainer } from '../../support/test-container';

describe('auth services in the container', () => {
  it('share one token store: a token saved after sign-in is the next Bearer token, even embedded', async () => {
    const container = createTestContainer();
    // With a bridge only the token saved by this page counts, so this fails unless the store is one instance.
    container.get<FakeSessionTokenSource>(TOKENS.SessionTokenSource).available = true;
    container.get(AuthTokenStore).save({ token: 'signed-in-token', shop: 'demo-store.myshopify.com' });
    await expect(container.get(BearerTokenProvider).token()).resolves.toBe('signed-in-token');
  });
});
