import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { INSTAGRAM_STATE_MAX_LENGTH, INSTAGRAM_STATE_SKEW_MS, INSTAGRAM_STATE_TTL_MS, readInstagramState, signInstagramState } from '../../../src/domain/instagram/instagram-state';

const sign = (payload: string) => createHmac('sha256', 'test-key').update(payload).digest('base64url');
const otherKey = (payload: string) => createHmac('sha256', 'another-key').update(payload).digest('base64url');
const issuedAt = Date.parse('2026-05-01T10:00:00Z');
const claims = { shopId: 42, issuedAt, nonce: 'n0nce-value_1' };

describe('the Instagram OAuth state', () => {
  it('reads back the shop it was signed for, within 10 minutes', () => {
    const state = signInstagramState(claims, sign);
    expect(readInstagramState(state, new Date(issuedAt + INSTAGRAM_STATE_TTL_MS), sign)).toEqual({ ok: true, claims });
  });

  it('refuses a state older than 10 minutes, or issued too far ahead', () => {
    const state = signInstagramState(claims, sign);
    expect(readInstagramState(state, new Date(issuedAt + INSTAGRAM_STATE_TTL_MS + 1), sign)).toEqual({ ok: false, reason: 'expired' });
    expect(readInstagramState(state, new Date(issuedAt - INSTAGRAM_STATE_SKEW_MS - 1), sign)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a state whose shop, time or nonce was changed, or that another key signed', () => {
    const state = signInstagramState(claims, sign);
    const now = new Date(issuedAt + 1000);
    expect(readInstagramState(state.replace('ig1.42.', 'ig1.43.'), now, sign)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(readInstagramState(state.replace(`.${issuedAt}.`, `.${issuedAt + 1}.`), now, sign)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(readInstagramState(state.replace('n0nce', 'nonce'), now, sign)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(readInstagramState(signInstagramState(claims, otherKey), now, sign)).toEqual({ ok: false, reason: 'bad_signature' });
    const signature = state.split('.').pop()!;
    expect(readInstagramState(state.replace(signature, signature.slice(0, 20)), now, sign)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(readInstagramState(`${state}AAAA`, now, sign)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(readInstagramState(state.replace(signature, `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`), now, sign)).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('refuses what is not a state at all', () => {
    const now = new Date(issuedAt);
    for (const text of ['', 'made-up', 'ig1.42.1.nonce', 'ig2.42.1.n0nce-value_1.aaaaaaaaaaaaaaaaaaaa', 'ig1.0.1.n0nce-value_1.aaaaaaaaaaaaaaaaaaaa', 'ig1.42.x.n0nce-value_1.aaaaaaaaaaaaaaaaaaaa', 'x'.repeat(INSTAGRAM_STATE_MAX_LENGTH + 1)]) {
      expect(readInstagramState(text, now, sign), text).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('signs only a positive shop id and a base64url nonce', () => {
    expect(() => signInstagramState({ ...claims, shopId: 0 }, sign)).toThrow(/shop id/);
    expect(() => signInstagramState({ ...claims, nonce: 'short' }, sign)).toThrow(/nonce/);
  });
});
