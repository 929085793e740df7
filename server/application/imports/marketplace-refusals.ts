import { type Marketplace } from '../../../src/domain/import/marketplace-import';
import { type MarketplaceRefusal } from '../../../src/domain/import/marketplace-pages';
import { IMPORT_ORIGIN_NAMES } from '../../../src/domain/import/imported-review';
import { AppError } from '../shared/app-error';

const USE_BOOKMARKLET = 'use the bookmarklet instead';

/** A marketplace's refusal as the merchant reads it: what happened and what to do (docs/product/import-marketplaces.md#refusals). */
export function marketplaceRefused(marketplace: Marketplace, refusal: MarketplaceRefusal | 'timeout' | 'unreachable', status: number | null = null): AppError {
  const name = IMPORT_ORIGIN_NAMES[marketplace];
  const http = status === null ? '' : ` (HTTP ${status})`;
  switch (refusal) {
    case 'captcha':
      return new AppError('upstreamFailure', `url: ${name} asked for a captcha; ${USE_BOOKMARKLET}`);
    case 'login':
      return new AppError('upstreamFailure', `url: ${name} asked to sign in before showing the reviews; ${USE_BOOKMARKLET}`);
    case 'blocked':
      return new AppError('upstreamFailure', `url: ${name} refused to serve the page to our server${http}; ${USE_BOOKMARKLET}`);
    case 'rate_limited':
      return new AppError('upstreamFailure', `url: ${name} is limiting our requests${http}; try again later or ${USE_BOOKMARKLET}`);
    case 'unavailable':
      return new AppError('upstreamFailure', `url: ${name} did not serve the page${http}; try again later or ${USE_BOOKMARKLET}`);
    case 'timeout':
      return new AppError('upstreamFailure', `url: ${name} did not answer in time; try again later or ${USE_BOOKMARKLET}`);
    case 'unreachable':
      return new AppError('upstreamFailure', `url: ${name} could not be reached; try again later or ${USE_BOOKMARKLET}`);
    case 'not_found':
      return new AppError('invalidInput', `url: ${name} has no page at that address${http}`);
  }
}
