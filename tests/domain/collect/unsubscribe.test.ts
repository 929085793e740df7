import { describe, expect, it } from 'vitest';
import { isDeliverableEmail, isOneClickBody, listUnsubscribeHeaders, ONE_CLICK_UNSUBSCRIBE_BODY, suppressionAddress } from '../../../src/domain/collect/unsubscribe';

describe('unsubscribe rules', () => {
  it('gives a marketing mail the https address in angle brackets and the one-click header (RFC 8058)', () => {
    expect(listUnsubscribeHeaders('https://app.example/unsubscribe?t=abc')).toEqual({
      'List-Unsubscribe': '<https://app.example/unsubscribe?t=abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('keeps suppressions per address trimmed and in lower case', () => {
    expect(suppressionAddress('  Mia.Lund@Example.COM ')).toBe('mia.lund@example.com');
  });

  it('recognises the one-click body, however the form encodes it', () => {
    expect(isOneClickBody(ONE_CLICK_UNSUBSCRIBE_BODY)).toBe(true);
    expect(isOneClickBody('List-Unsubscribe%3DOne-Click')).toBe(true);
    expect(isOneClickBody('other=1&List-Unsubscribe=One-Click')).toBe(true);
    expect(isOneClickBody('')).toBe(false);
    expect(isOneClickBody('List-Unsubscribe=Later')).toBe(false);
    expect(isOneClickBody('%E0%A4%A')).toBe(false);
  });

  it('sends only to an address with a name, a host and a domain', () => {
    expect(isDeliverableEmail(' ada@example.com ')).toBe(true);
    for (const address of ['', 'ada', 'ada@', 'ada@example', '@example.com', 'a da@example.com']) expect(isDeliverableEmail(address)).toBe(false);
  });
});
