import { describe, expect, it } from 'vitest';
import { type Translations } from '../../../src/application/i18n/translations.port';
import { ReferralPageError, type ReferralPagesGateway } from '../../../src/application/referrals/referral-pages-gateway.port';
import { type ReferralClaimAnswer, type ReferralOfferAnswer } from '../../../src/contracts/referrals.contract';
import { ReferralConversionViewModel } from '../../../src/ui/referrals/referral-conversion.view-model';
import { ReferralShareLinkViewModel } from '../../../src/ui/referrals/referral-share-link.view-model';

const OFFER: ReferralOfferAnswer = { shop_name: 'Linen & Co', friend_reward: '15%', minimum_order: '', expiry_days: 30, bg_color: '#ffffff', text_color: '#1f2124', button_bg_color: '#1f2124', button_text_color: '#ffffff' };
const CLAIMED: ReferralClaimAnswer = { state: 'claimed', code: 'FRIEND-ABCDEFGHJK', friend_reward: '15%', minimum_order: '', expires_at: null, shop_url: 'https://linen.example/discount/FRIEND-ABCDEFGHJK', conversion_url: 'https://app.example/referral_conversion?friend_code=FRIEND-ABCDEFGHJK' };
const german = { language: 'de' } as Translations;

function gateway(overrides: Partial<ReferralPagesGateway> = {}) {
  const claims: { email: string; language: string }[] = [];
  const fake: ReferralPagesGateway = {
    offer: () => Promise.resolve(OFFER),
    claim: (_link, friend) => {
      claims.push({ ...friend });
      return Promise.resolve(CLAIMED);
    },
    conversion: () => Promise.reject(new ReferralPageError('not_found', 'referral code was not found')),
    ...overrides,
  };
  return { fake, claims };
}

describe('ReferralShareLinkViewModel', () => {
  it('sends nothing without an address and the consent, then claims in the page’s language', async () => {
    const { fake, claims } = gateway();
    const vm = new ReferralShareLinkViewModel(fake, german);
    await vm.load('linen.myshopify.com', '501-abc');
    expect(vm.state).toBe('ready');
    await vm.claim();
    expect([vm.emailProblem, vm.consentProblem]).toEqual([true, true]);
    vm.setEmail(' ann@example.com ');
    await vm.claim();
    expect(claims).toEqual([]);
    vm.setConsent(true);
    await vm.claim();
    expect(claims).toEqual([{ email: 'ann@example.com', language: 'de' }]);
    expect(vm.state).toBe('claimed');
    expect(vm.claimed?.code).toBe('FRIEND-ABCDEFGHJK');
  });

  it('says a link without its shop or code, or one the server does not know, does not work', async () => {
    const missing = new ReferralShareLinkViewModel(gateway().fake, german);
    await missing.load('linen.myshopify.com', null);
    expect(missing.state).toBe('not_found');
    const unknown = new ReferralShareLinkViewModel(gateway({ offer: () => Promise.reject(new ReferralPageError('not_found', 'referral link was not found')) }).fake, german);
    await unknown.load('linen.myshopify.com', '501-abc');
    expect(unknown.state).toBe('not_found');
  });

  it('tells the advocate they cannot be their own friend, and keeps a refusal beside the address', async () => {
    const self = new ReferralShareLinkViewModel(gateway({ claim: () => Promise.resolve({ state: 'refused', reason: 'self_referral_email' }) }).fake, german);
    await self.load('linen.myshopify.com', '501-abc');
    self.setEmail('sam@example.com');
    self.setConsent(true);
    await self.claim();
    expect(self.state).toBe('self_referral');
    const refused = new ReferralShareLinkViewModel(gateway({ claim: () => Promise.reject(new ReferralPageError('refused', 'email: must be an e-mail address')) }).fake, german);
    await refused.load('linen.myshopify.com', '501-abc');
    refused.setEmail('a@b.co');
    refused.setConsent(true);
    await refused.claim();
    expect([refused.state, refused.refusedField]).toEqual(['ready', 'email']);
  });

  it('puts a refusal under the field the server names, and clears it when that field changes', async () => {
    const vm = new ReferralShareLinkViewModel(gateway({ claim: () => Promise.reject(new ReferralPageError('refused', 'consent: must be given')) }).fake, german);
    await vm.load('linen.myshopify.com', '501-abc');
    vm.setEmail('ann@example.com');
    vm.setConsent(true);
    await vm.claim();
    expect(vm.refusedField).toBe('consent');
    vm.setEmail('ann2@example.com');
    expect(vm.refusedField).toBe('consent');
    vm.setConsent(true);
    expect(vm.refusedField).toBeNull();
  });

  it('says a code was already given without showing one, and says a failed claim failed with the offer still there', async () => {
    const given = new ReferralShareLinkViewModel(gateway({ claim: () => Promise.resolve({ state: 'already_given' }) }).fake, german);
    await given.load('linen.myshopify.com', '501-abc');
    given.setEmail('ann@example.com');
    given.setConsent(true);
    await given.claim();
    expect([given.state, given.claimed]).toEqual(['already_given', null]);
    const failed = new ReferralShareLinkViewModel(gateway({ claim: () => Promise.reject(new ReferralPageError('failed', 'network down')) }).fake, german);
    await failed.load('linen.myshopify.com', '501-abc');
    failed.setEmail('ann@example.com');
    failed.setConsent(true);
    await failed.claim();
    expect([failed.state, failed.offer?.shop_name]).toEqual(['failed', 'Linen & Co']);
  });
});

describe('ReferralConversionViewModel', () => {
  it('shows what came of the code, and not found when the server does not know the code', async () => {
    const rewarded = new ReferralConversionViewModel(
      gateway({ conversion: () => Promise.resolve({ shop_name: 'Linen & Co', code: 'FRIEND-ABCDEFGHJK', friend_reward: '15%', state: 'rewarded', order_name: '#1001', language: 'en', shop_url: '' }) }).fake,
    );
    await rewarded.load('linen.myshopify.com', '501-abc', 'FRIEND-ABCDEFGHJK');
    expect([rewarded.state, rewarded.conversion?.order_name]).toEqual(['ready', '#1001']);
    const other = new ReferralConversionViewModel(gateway().fake);
    await other.load('linen.myshopify.com', '501-abc', 'FRIEND-ZZZZZZZZZZ');
    expect(other.state).toBe('not_found');
  });
});
