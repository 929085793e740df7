/**
 * The shop's reviews API key as the admin shows it (docs/product/settings.md#api-access): only its
 * last characters, so a glance at the screen or a screenshot does not give the key away.
 */

/** How many of the key's last characters are shown. */
export const REVIEWS_API_KEY_VISIBLE_CHARACTERS = 4;

const MASK = '•';

/** Every character but the last few as a bullet; a key no longer than that is all bullets. */
export function maskReviewsApiKey(key: string): string {
  const visible = key.length > REVIEWS_API_KEY_VISIBLE_CHARACTERS ? key.slice(-REVIEWS_API_KEY_VISIBLE_CHARACTERS) : '';
  return MASK.repeat(key.length - visible.length) + visible;
}
