import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AUTH_TOKEN_STORAGE_TTL_SECONDS,
  isStoredAuthTokenFresh,
  storedAuthTokenExpiresAtMs,
} from '../../../src/domain/auth/auth-token-storage';

const STORED_AT = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400 * 1000;

describe('stored auth token lifetime', () => {
  it('keeps the token for 86400 s', () => {
    expect(AUTH_TOKEN_STORAGE_TTL_SECONDS).toBe(86_400);
    expect(storedAuthTokenExpiresAtMs(STORED_AT)).toBe(STORED_AT + DAY_MS);
  });

  it('uses the token until just before one day has passed, not at or after it', () => {
    expect(isStoredAuthTokenFresh(STORED_AT, STORED_AT)).toBe(true);
    expect(isStoredAuthTokenFresh(STORED_AT, STORED_AT + DAY_MS - 1)).toBe(true);
    expect(isStoredAuthTokenFresh(STORED_AT, STORED_AT + DAY_MS)).toBe(false);
    expect(isStoredAuthTokenFresh(STORED_AT, STORED_AT + DAY_MS + 1)).toBe(false);
  });

  it('treats an unknown storage time as not fresh', () => {
    expect(isStoredAuthTokenFresh(Number.NaN, STORED_AT)).toBe(false);
    expect(isStoredAuthTokenFresh(STORED_AT, Number.NaN)).toBe(false);
  });

  it('is fresh exactly for ages under one day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * DAY_MS }), (ageMs) => {
        expect(isStoredAuthTokenFresh(STORED_AT, STORED_AT + ageMs)).toBe(ageMs < DAY_MS);
      }),
    );
  });
});
