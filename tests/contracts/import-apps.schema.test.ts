import { describe, expect, it } from 'vitest';
import { connectDropshipmanRequest } from '../../src/contracts/import-apps.schema';

describe('an import app key', () => {
  // Found by tests/server/http/contract-fuzz.test.ts: a key an HTTP header cannot carry failed as "could not be reached" (a 502).
  it('is refused, naming api_key, unless it is ASCII a header can carry', () => {
    const refused = connectDropshipmanRequest.safeParse({ api_key: 'key-😀-abcdefghijk' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['api_key']);
    expect(refused.error?.issues[0]?.message).toBe('must be letters, digits and punctuation (ASCII)');
    expect(connectDropshipmanRequest.safeParse({ api_key: 'dsm_live_0123456789-ABC.def' }).success).toBe(true);
  });
});
