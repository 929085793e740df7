import { describe, expect, it } from 'vitest';
import { referralShareUrl } from '../../src/contracts/referrals.contract';

describe('the referral share link', () => {
  it('opens the friend page with the shop and the code, escaped, whatever the origin ends with', () => {
    expect(referralShareUrl('https://app.example/', 'a.myshopify.com', '42-ab_C')).toBe('https://app.example/referral_share_link?shop=a.myshopify.com&ref=42-ab_C');
    expect(referralShareUrl('https://app.example', 'a&b', 'x y')).toBe('https://app.example/referral_share_link?shop=a%26b&ref=x+y');
  });
});
