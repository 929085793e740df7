import { Badge, BlockStack, InlineStack, Text, Thumbnail } from '@shopify/polaris';
import { type TFunction } from 'i18next';
import { type CSSProperties } from 'react';
import { type ReviewItem } from '../../domain/reviews/review-item';
import { PersonAvatar } from '../kit/person-avatar';
import { StarRating } from '../kit/star-rating';
import { isStoreReview } from '../../domain/storefront/store-review-widgets';
import { ReviewProductName } from './review-product-name';
import { ReviewProvenanceLine, ReviewTrustBadges } from './review-provenance';

/** Photos shown in a row before "+n". */
export const ROW_PHOTO_LIMIT = 3;
/** Characters of the body a row shows when the review has no title. */
export const BODY_PREVIEW_LENGTH = 90;

/**
 * What a row's cells need from the screen, made once per render of the list: one translation
 * hook for the page instead of several per row (each hook's set-up is paid per mounted cell, and a
 * page of rows is drawn at once when the list appears).
 */
export interface ReviewRowWords {
  readonly t: TFunction<'reviews'>;
  /** "Store review", the product cell of a review about the shop itself. */
  readonly storeReview: string;
  readonly formatDate: (iso: string) => string;
}

const summaryStyle: CSSProperties = { maxWidth: '26rem', whiteSpace: 'normal' };

/** The body cut at a word boundary near `length`, with an ellipsis when cut. */
export function bodyPreview(body: string, length = BODY_PREVIEW_LENGTH): string {
  const text = body.trim().replace(/\s+/gu, ' ');
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** The stars with "4 of 5 stars" as their accessible name. */
export function ReviewRating({ rating, t }: { readonly rating: number; readonly t: TFunction<'reviews'> }) {
  return <StarRating rating={rating} label={t('rating', { rating })} />;
}

/** The author's initials and name. */
export function ReviewAuthor({ name }: { readonly name: string }) {
  return <PersonAvatar name={name} />;
}

/** Publish state, flags and what the review may claim (verified buyer or reviewer, incentivized) as badges. */
export function ReviewStatusBadges({ review, t }: { readonly review: ReviewItem; readonly t: TFunction<'reviews'> }) {
  return (
    <InlineStack gap="100">
      <Badge tone={review.published ? 'success' : undefined}>{t(review.published ? 'status.published' : 'status.unpublished')}</Badge>
      {review.featured && <Badge tone="info">{t('status.featured')}</Badge>}
      {review.reply && <Badge>{t('status.replied')}</Badge>}
      <ReviewTrustBadges review={review} t={t} />
    </InlineStack>
  );
}

/** Photo thumbnails (the first few, then "+n") and a note for videos; nothing for a text-only review. */
function ReviewMediaStrip({ review, t }: { readonly review: ReviewItem; readonly t: TFunction<'reviews'> }) {
  const photos = review.media.filter((item) => item.kind === 'photo');
  const videos = review.media.length - photos.length;
  if (photos.length === 0 && videos === 0) return null;
  const hidden = photos.length - ROW_PHOTO_LIMIT;
  return (
    <InlineStack gap="100" blockAlign="center">
      {photos.slice(0, ROW_PHOTO_LIMIT).map((photo, index) => (
        <Thumbnail key={`${photo.url}-${index}`} size="small" source={photo.url} alt={t('detail.photoAlt', { index: index + 1, author: review.author_name })} />
      ))}
      {hidden > 0 && (
        <Text as="span" tone="subdued" variant="bodySm">
          {t('rowCells.morePhotos', { count: hidden })}
        </Text>
      )}
      {videos > 0 && <Badge>{t('rowCells.videos', { count: videos })}</Badge>}
    </InlineStack>
  );
}

/**
 * The review cell: its title, or a preview of its text when it has none, or "Rating only" when
 * it has neither, then its photos and, for an imported review, where it came from. The focused
 * row (keyboard) is marked here.
 */
export function ReviewSummary({ review, focused, words }: { readonly review: ReviewItem; readonly focused: boolean; readonly words: ReviewRowWords }) {
  const { t } = words;
  const title = review.title.trim();
  const preview = title === '' ? bodyPreview(review.body) : '';
  return (
    <div style={summaryStyle}>
      <BlockStack gap="100">
        <span data-review-focused={focused ? 'true' : undefined} aria-current={focused ? 'true' : undefined}>
          {focused && <span aria-hidden="true">▶ </span>}
          {title !== '' ? (
            <Text as="span" fontWeight={focused ? 'bold' : 'semibold'} breakWord>
              <span dir="auto">{title}</span>
            </Text>
          ) : preview !== '' ? (
            <Text as="span" fontWeight={focused ? 'bold' : 'regular'} breakWord>
              <span dir="auto">{preview}</span>
            </Text>
          ) : (
            <Text as="span" tone="subdued" fontWeight={focused ? 'bold' : 'regular'}>
              {t('rowCells.ratingOnly')}
            </Text>
          )}
        </span>
        <ReviewMediaStrip review={review} t={t} />
        <ReviewProvenanceLine review={review} formatDate={words.formatDate} t={t} />
      </BlockStack>
    </div>
  );
}

/**
 * One review as a stacked card for narrow screens (below 768 px), where six columns cannot fit:
 * author and date, stars, the summary with its photos, the product, the badges.
 */
export function ReviewStackedRow({ review, focused, words }: { readonly review: ReviewItem; readonly focused: boolean; readonly words: ReviewRowWords }) {
  return (
    <div style={{ padding: 'var(--p-space-300) var(--p-space-400)', width: '100%' }}>
      <BlockStack gap="150">
        <InlineStack align="space-between" blockAlign="center" gap="200" wrap={false}>
          <ReviewAuthor name={review.author_name} />
          <Text as="span" tone="subdued" variant="bodySm">
            {words.formatDate(review.commented_at)}
          </Text>
        </InlineStack>
        <ReviewRating rating={review.rating} t={words.t} />
        <ReviewSummary review={review} focused={focused} words={words} />
        {(review.product_title !== '' || isStoreReview(review.product_id)) && (
          <Text as="p" tone="subdued" variant="bodySm" breakWord>
            <ReviewProductName review={review} storeReview={words.storeReview} />
          </Text>
        )}
        <ReviewStatusBadges review={review} t={words.t} />
      </BlockStack>
    </div>
  );
}
