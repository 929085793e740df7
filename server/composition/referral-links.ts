import { createHmac } from 'node:crypto';
import { IssueReferralLinkUseCase } from '../application/storefront/issue-referral-link.use-case';
import { developmentProxySecret } from '../infrastructure/demo-storefront/demo-app-proxy';
import { type Platform } from './platform';

/** The app proxy's secret: Shopify's for a real shop, a derived one for the demo storefront. */
export function proxySecretOf({ options }: Pick<Platform, 'options'>): string {
  return options.shopify?.apiSecret ?? developmentProxySecret(options.appTokenSecret);
}

/**
 * The referral codes (docs/product/referral-invites.md): one signer, so the storefront's referral
 * block and the invite e-mail give a customer the same code.
 */
export function composeReferralLinks(platform: Pick<Platform, 'options' | 'settings'>): IssueReferralLinkUseCase {
  const secret = proxySecretOf(platform);
  return new IssueReferralLinkUseCase(platform.settings, (text) => createHmac('sha256', secret).update(text).digest('base64url'));
}
