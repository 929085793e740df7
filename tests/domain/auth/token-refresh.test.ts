import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  computeTokenExpiresAtMs,
  msUntilRefreshDue,
  refreshDueAtMs,
  shouldRefreshAccessToken,
  TOKEN_EXPIRY_SAFETY_MARGIN_SECONDS,
  TOKEN_REFRESH_THRESHOLD_SECONDS,
  tokenRefreshReason,
} from '../../../src/domain/auth/token-refresh';

const NOW = Date.UTC(2024, 4, 1, 12, 0, 0);
const SECOND = 1000;

describe('picker access token expiry', () => {
  it('treats a token as expiring 10 s before the server says', () => {
    expect(TOKEN_EXPIRY_SAFETY_MARGIN_SECONDS).toBe(10);
    expect(computeTokenExpiresAtMs(NOW, 3600)).toBe(NOW + 3590 * SECOND);
  });

  it('treats a token living no longer than the margin, or without a lifetime, as expired on arrival', () => {
    expect(computeTokenExpiresAtMs(NOW, 10)).toBe(NOW);
    expect(computeTokenExpiresAtMs(NOW, 5)).toBe(NOW);
    expect(computeTokenExpiresAtMs(NOW, 11)).toBe(NOW + SECOND);
    expect(computeTokenExpiresAtMs(NOW, Number.NaN)).toBe(NOW);
    expect(computeTokenExpiresAtMs(NOW, Number.POSITIVE_INFINITY)).toBe(NOW);
  });
});

describe('when the picker refreshes its access token', () => {
  const token = { token: 'abc', expiresAtMs: NOW + 3600 * SECOND };

  it('refreshes a missing token', () => {
    expect(tokenRefreshReason(null, NOW)).toBe('missing');
    expect(tokenRefreshReason(undefined, NOW)).toBe('missing');
    expect(tokenRefreshReason({ token: '', expiresAtMs: NOW + 3600 * SECOND }, NOW)).toBe('missing');
    expect(tokenRefreshReason({ token: 'abc', expiresAtMs: Number.NaN }, NOW)).toBe('missing');
  });

  it('keeps a token with more than 40 s left', () => {
    expect(TOKEN_REFRESH_THRESHOLD_SECONDS).toBe(40);
    expect(tokenRefreshReason(token, token.expiresAtMs - 40 * SECOND - 1)).toBeNull();
    expect(shouldRefreshAccessToken(token, token.expiresAtMs - 40 * SECOND - 1)).toBe(false);
  });

  it('refreshes a token with exactly 40 s left, and with less', () => {
    expect(tokenRefreshReason(token, token.expiresAtMs - 40 * SECOND)).toBe('expiringSoon');
    expect(tokenRefreshReason(token, token.expiresAtMs - 40 * SECOND + 1)).toBe('expiringSoon');
    expect(tokenRefreshReason(token, token.expiresAtMs - 1)).toBe('expiringSoon');
  });

  it('refreshes an expired token', () => {
    expect(tokenRefreshReason(token, token.expiresAtMs)).toBe('expired');
    expect(tokenRefreshReason(token, token.expiresAtMs + 1)).toBe('expired');
    expect(shouldRefreshAccessToken(token, token.expiresAtMs + 1)).toBe(true);
  });

  it("starts refreshing 50 s before the server's expiry: 10 s margin plus 40 s threshold", () => {
    const serverExpiry = NOW + 3600 * SECOND;
    const cached = { token: 'abc', expiresAtMs: computeTokenExpiresAtMs(NOW, 3600) };
    expect(refreshDueAtMs(cached)).toBe(serverExpiry - 50 * SECOND);
    expect(shouldRefreshAccessToken(cached, serverExpiry - 50 * SECOND - 1)).toBe(false);
    expect(shouldRefreshAccessToken(cached, serverExpiry - 50 * SECOND)).toBe(true);
  });

  it('refreshes exactly when at most 50 s of the server lifetime remain', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 86_400 }), fc.integer({ min: 0, max: 90_000_000 }), (expiresIn, elapsedMs) => {
        const cached = { token: 't', expiresAtMs: computeTokenExpiresAtMs(NOW, expiresIn) };
        const serverRemainingMs = expiresIn * SECOND - elapsedMs;
        expect(shouldRefreshAccessToken(cached, NOW + elapsedMs)).toBe(serverRemainingMs <= 50 * SECOND);
      }),
    );
  });

  it('schedules the next refresh for the moment it becomes due', () => {
    expect(msUntilRefreshDue(token, NOW)).toBe(3560 * SECOND);
    expect(msUntilRefreshDue(token, token.expiresAtMs - 40 * SECOND - 1)).toBe(1);
    expect(msUntilRefreshDue(token, token.expiresAtMs - 40 * SECOND)).toBe(0);
    expect(msUntilRefreshDue(null, NOW)).toBe(0);
    expect(msUntilRefreshDue(undefined, NOW)).toBe(0);
  });
});
