import { Box } from '@shopify/polaris';
import { type ReactNode } from 'react';

/**
 * Words and controls placed in a Page beside its cards, not inside one. Narrower than 490 px
 * Polaris' Page has no side margin and its cards reach the screen's edges; this keeps what sits
 * outside them at the cards' inner margin instead of against the edge. Wider, the Page's margin is enough.
 */
export function PageGutter({ children }: { readonly children: ReactNode }) {
  return <Box paddingInline={{ xs: '400', sm: '0' }}>{children}</Box>;
}
