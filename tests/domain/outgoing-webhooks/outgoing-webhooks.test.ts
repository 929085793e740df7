import { describe, expect, it } from 'vitest';
import {
  hasFailedTooLong,
  isOutgoingWebhookEvent,
  WEBHOOK_GIVE_UP_AFTER_MS,
  webhookRetryAt,
  webhookRetryDelayMs,
  webhookSignatureHeader,
  webhookSignedText,
} from '../../../src/domain/outgoing-webhooks/outgoing-webhooks';

describe('outgoing webhooks', () => {
  it('waits 30 s after the first failure, twice as long after each next one, never more than an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 40].map(webhookRetryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000]);
    const created = new Date('2026-03-01T00:00:00Z');
    expect(webhookRetryAt(created, 2, new Date('2026-03-01T01:00:00Z'))).toEqual(new Date('2026-03-01T01:01:00Z'));
    expect(webhookRetryAt(created, 9, new Date('2026-03-02T00:00:00Z'))).toBeNull();
  });

  it('gives up once something has failed for a whole day', () => {
    const since = new Date('2026-03-10T12:00:00Z');
    expect(hasFailedTooLong(since, new Date(since.getTime() + WEBHOOK_GIVE_UP_AFTER_MS - 1))).toBe(false);
    expect(hasFailedTooLong(since, new Date(since.getTime() + WEBHOOK_GIVE_UP_AFTER_MS))).toBe(true);
  });

  it('knows its events and spells the signature as receivers read it', () => {
    expect(isOutgoingWebhookEvent('review.published')).toBe(true);
    expect(isOutgoingWebhookEvent('review.liked')).toBe(false);
    expect(webhookSignedText(1_700_000_000, '{"a":1}')).toBe('1700000000.{"a":1}');
    expect(webhookSignatureHeader(1_700_000_000, 'ab12')).toBe('t=1700000000,v1=ab12');
  });
});
