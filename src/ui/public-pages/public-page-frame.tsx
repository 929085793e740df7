import { Box, InlineStack, Link, Text } from '@shopify/polaris';
import { type ReactNode } from 'react';
import { useTranslation } from '../kit/use-translation';
import { AFFILIATE_PAGE_PATH, LEGAL_DOCUMENT_PATHS } from '../../domain/legal/legal-documents';
import { Footer } from '../shell/footer';

const PUBLIC_PAGES = [
  { path: LEGAL_DOCUMENT_PATHS.privacy, word: 'links.privacy' },
  { path: LEGAL_DOCUMENT_PATHS.terms, word: 'links.terms' },
  { path: AFFILIATE_PAGE_PATH, word: 'links.affiliate' },
] as const;

/**
 * The public pages' frame (docs/product/public-pages.md): the page, links to the other public pages,
 * and the footer every page but the full-screen editors carries.
 */
export function PublicPageFrame({ path, children }: { readonly path: string; readonly children: ReactNode }) {
  const { t } = useTranslation('legal');
  return (
    <>
      {children}
      <Box paddingBlockStart="400" paddingInline="400">
        <nav aria-label={t('page.otherPages')}>
          <InlineStack align="center" gap="400">
            {PUBLIC_PAGES.filter((page) => page.path !== path).map((page) => (
              <Text as="span" key={page.path}>
                <Link url={page.path}>{t(page.word)}</Link>
              </Text>
            ))}
          </InlineStack>
        </nav>
      </Box>
      <Footer path={path} />
    </>
  );
}
