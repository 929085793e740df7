import { Badge, Link, Text, Tooltip } from '@shopify/polaris';
import { type TFunction } from 'i18next';
import { IMPORT_ORIGIN_NAMES, type ImportOrigin } from '../../domain/import/imported-review';
import { type ReviewItem } from '../../domain/reviews/review-item';
import { importProgressPath } from '../routing/import-paths';

/**
 * Where an imported review came from and what it may claim, in the list and the detail
 * (docs/product/import-provenance.md): everything is in the review itself, no request per row.
 */

function originName(origin: string, label: string): string {
  // Another app's reviews: its name is the label; the generic 'App' says nothing.
  if (origin === 'other_app' && label !== '') return label;
  return IMPORT_ORIGIN_NAMES[origin as ImportOrigin] ?? origin;
}

/**
 * "Imported from Judge.me · reviews.csv · row 12 · 3 Nov 2026", the first part linking to the
 * import when the review names one; nothing for a review collected here.
 */
export function ReviewProvenanceLine({ review, formatDate, t }: { readonly review: ReviewItem; readonly formatDate: (iso: string) => string; readonly t: TFunction<'reviews'> }) {
  const provenance = review.provenance;
  if (provenance === null) return null;
  const manual = provenance.origin === 'manual';
  const lead = manual ? t('provenance.addedByHand') : t('provenance.importedFrom', { origin: originName(provenance.origin, provenance.label) });
  const showLabel = !manual && provenance.label !== '' && provenance.origin !== 'other_app';
  const rest = [
    showLabel ? provenance.label : null,
    provenance.row === null ? null : t('provenance.row', { row: provenance.row }),
    review.imported_at === null ? null : formatDate(review.imported_at),
  ].filter((part): part is string => part !== null && part !== '');
  return (
    <span data-review-provenance="">
      <Text as="span" tone="subdued" variant="bodySm" breakWord>
        {provenance.import_id === null ? (
          lead
        ) : (
          // A click on the link opens the import, not the review its row opens.
          <span onClick={(event) => event.stopPropagation()}>
            <Link url={importProgressPath(provenance.import_id)} monochrome removeUnderline={false}>
              {lead}
            </Link>
          </span>
        )}
        {rest.map((part, index) => (
          <span key={`${index}:${part}`} dir="auto">
            {' · '}
            {part}
          </span>
        ))}
      </Text>
    </span>
  );
}

/**
 * What the review may claim: "Verified buyer" (its order was found) or else "Verified reviewer"
 * (the source knew the reviewer), and "Incentivized" with why: in a tooltip for the mouse and
 * the keyboard (Polaris makes its activator focusable), in hidden text for screen readers.
 */
export function ReviewTrustBadges({ review, t }: { readonly review: ReviewItem; readonly t: TFunction<'reviews'> }) {
  return (
    <>
      {review.verified ? (
        <Badge tone="success">{t('trust.verifiedBuyer')}</Badge>
      ) : (
        review.reviewer_verified && <Badge tone="info">{t('trust.verifiedReviewer')}</Badge>
      )}
      {review.incentivized && (
        <Tooltip content={t('trust.incentivizedHelp')}>
          <Badge tone="attention">{t('trust.incentivized')}</Badge>
          <Text as="span" visuallyHidden>
            {t('trust.incentivizedHelp')}
          </Text>
        </Tooltip>
      )}
    </>
  );
}
