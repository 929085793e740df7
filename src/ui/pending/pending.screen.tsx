import { Card, EmptyState, Page } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { EMPTY_STATE_ILLUSTRATION } from './empty-illustration';

/** What a route's `handle` carries: its title key in the `pages` namespace. */
export interface RouteHandle {
  readonly title: string;
}

/** A screen a later release builds: its title and an empty state saying so. */
export function PendingScreen() {
  const { t } = useTranslation(['pages', 'routing']);
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const title = t(`pages:${handle?.title ?? 'dashboard'}`);
  return (
    <Page title={title}>
      <Card>
        <EmptyState heading={t('routing:pending.heading')} image={EMPTY_STATE_ILLUSTRATION}>
          <p>{t('routing:pending.body', { page: title })}</p>
        </EmptyState>
      </Card>
    </Page>
  );
}
