import '../../kit/polaris-complete';
import { Card, EmptyState, Page } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EMPTY_STATE_ILLUSTRATION } from '../../pending/empty-illustration';

/**
 * /guide, the setup guide (its steps arrive with a later issue). The shell shows only the menu
 * button here; the page's back action leads to the dashboard, so the guide is never a dead end.
 */
const DASHBOARD_PATH = '/';

export function GuideScreen() {
  const { t } = useTranslation(['pages', 'routing']);
  const navigate = useNavigate();
  const title = t('pages:guide');
  return (
    <Page title={title} backAction={{ content: t('pages:dashboard'), onAction: () => void navigate(DASHBOARD_PATH) }}>
      <Card>
        <EmptyState
          heading={t('routing:pending.heading')}
          image={EMPTY_STATE_ILLUSTRATION}
          action={{ content: t('routing:guide.toDashboard'), onAction: () => void navigate(DASHBOARD_PATH) }}
        >
          <p>{t('routing:pending.body', { page: title })}</p>
        </EmptyState>
      </Card>
    </Page>
  );
}
