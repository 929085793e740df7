import { createHmac } from 'node:crypto';
import { referralShareUrl } from '../../src/contracts/referrals.contract';
import { IssueReferralLinkUseCase } from '../application/storefront/issue-referral-link.use-case';
import { developmentProxySecret } from '../infrastructure/demo-storefront/demo-app-proxy';
import { type Platform } from './platform';

/** The app proxy's secret: Shopify's for a real shop, a derived one for the demo storefront. */
export function proxySecretOf({ options }: Pick<Platform, 'options'>): string {
  return options.shopify?.apiSecret ?? developmentProxySecret(options.appTokenSecret);
}

/**
 * The referral codes and the friend's page each opens (docs/product/referrals.md#the-share-link):
 * one signer, so the storefront's referral block, the invite e-mail and the thank-you page give a
 * customer the same link, and the referral pages verify it with the same key.
 */
export function composeReferralLinks(platform: Pick<Platform, 'options' | 'settings' | 'origins'>): IssueReferralLinkUseCase {
  const secret = proxySecretOf(platform);
  return new IssueReferralLinkUseCase(
    platform.settings,
    (text) => createHmac('sha256', secret).update(text).digest('base64url'),
    (shop, code) => referralShareUrl(platform.origins.mailLinks, shop.domain, code),
  );
}
