import { describe, expect, it } from 'vitest';
import {
  CHANNELWILL_SIGN_CLOCK_SKEW_SECONDS,
  CHANNELWILL_SIGN_LIFETIME_SECONDS,
  channelwillSignExpiry,
  judgeChannelwillSignAge,
} from '../../../src/domain/integrations/channelwill-sign';

const MADE_AT = 1_800_000_000;

describe("a Channelwill sign's age", () => {
  it.each([
    ['just made', 0, 'fresh'],
    ['at the end of its lifetime', CHANNELWILL_SIGN_LIFETIME_SECONDS, 'fresh'],
    ['a second past its lifetime', CHANNELWILL_SIGN_LIFETIME_SECONDS + 1, 'expired'],
    ['made a little later than the verifier’s clock', -CHANNELWILL_SIGN_CLOCK_SKEW_SECONDS, 'fresh'],
    ['made further on than clocks drift', -CHANNELWILL_SIGN_CLOCK_SKEW_SECONDS - 1, 'from_the_future'],
  ] as const)('%s: %s', (_case, ageSeconds, verdict) => {
    expect(judgeChannelwillSignAge(MADE_AT, MADE_AT + ageSeconds)).toBe(verdict);
  });

  it('lasts five minutes', () => {
    expect(channelwillSignExpiry(MADE_AT)).toBe(MADE_AT + 300);
  });
});
