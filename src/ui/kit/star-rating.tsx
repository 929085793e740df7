import { StarFilledIcon } from '@shopify/polaris-icons';
import { type CSSProperties } from 'react';

/** Stars a rating is drawn with (the reviews scale is 1-5). */
export const STAR_COUNT = 5;

const FILLED = '#ffb800';
const EMPTY = 'var(--p-color-icon-disabled)';

const rowStyle: CSSProperties = { display: 'inline-flex', alignItems: 'center', gap: 1, verticalAlign: 'middle', whiteSpace: 'nowrap' };

/**
 * A rating as star icons. The stars are decoration; `label` ("4 of 5 stars", in the admin
 * language) is the image's accessible name, so screen readers read the rating once.
 */
export function StarRating({ rating, label, size = 16 }: { readonly rating: number; readonly label: string; readonly size?: number }) {
  const filled = Math.max(0, Math.min(STAR_COUNT, Math.round(rating)));
  return (
    <span role="img" aria-label={label} title={label} style={rowStyle} data-rating={filled}>
      {Array.from({ length: STAR_COUNT }, (_, index) => (
        <StarFilledIcon key={index} aria-hidden="true" focusable="false" width={size} height={size} style={{ fill: index < filled ? FILLED : EMPTY }} />
      ))}
    </span>
  );
}
