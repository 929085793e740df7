import { isFlagOn } from '../../../src/domain/shop/flag-value';
import { formatReviewDate } from '../../../src/domain/storefront/review-date';
import { type ReviewWidgetSettings } from '../../../src/domain/storefront/review-widget-settings';
import { displayAuthorName, type StorefrontReview } from '../../../src/domain/storefront/storefront-review';
import { type ShopperReviewRow } from './storefront-repository.port';

/**
 * What every storefront view shows of a published review: the name as the reviews widget writes it
 * (first name and last initial, initials only when anonymous), the date in the widget's format and the shop's time zone, never an e-mail;
 * whether the reviewer was given something for it, which every view discloses.
 */
export function shopperReviewBasics(row: ShopperReviewRow, widget: Pick<ReviewWidgetSettings, 'is_anonymous' | 'review_date_format_type'>, timeZone: string): Pick<StorefrontReview, 'id' | 'author' | 'rating' | 'title' | 'body' | 'date_text' | 'incentivized'> {
  return {
    id: row.id,
    author: displayAuthorName(row.authorName, isFlagOn(widget.is_anonymous)),
    rating: row.rating,
    title: row.title,
    body: row.body,
    date_text: formatReviewDate(row.commentedAt, widget.review_date_format_type, timeZone),
    incentivized: row.incentivized,
  };
}

/** Our own media (`/upload/…`) at the origin a shop's storefront reaches; other addresses as they are. */
export function absoluteMediaUrl(mediaOrigin: string, url: string): string {
  return url.startsWith('/') ? `${mediaOrigin}${url}` : url;
}
