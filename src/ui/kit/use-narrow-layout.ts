import { useBreakpoints } from '@shopify/polaris';

/** The product's mobile breakpoint (docs/product/overview.md): narrower screens get the stacked layouts. */
export const MOBILE_BREAKPOINT_PX = 768;

/**
 * Below {@link MOBILE_BREAKPOINT_PX}: list tables stack each row as a card (IndexTable's
 * condensed mode) and the top navigation folds into a menu button. Polaris' `mdDown` is
 * exactly "narrower than 768 px".
 */
export function useNarrowLayout(): boolean {
  return useBreakpoints().mdDown;
}
