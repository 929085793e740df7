import { Badge, InlineStack, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { HOME_DESTINATION, MAIN_MENU } from './main-menu';
import { type TopNavigationViewModel } from './top-navigation.view-model';

const barStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 'var(--p-space-400)',
  height: '100%',
  padding: '0 var(--p-space-400)',
  background: 'var(--p-color-bg-surface)',
  borderBottom: 'var(--p-border-width-025) solid var(--p-color-border)',
  overflowX: 'auto',
};

const listStyle: CSSProperties = { display: 'flex', gap: 'var(--p-space-100)', margin: 0, padding: 0, listStyle: 'none' };

function linkStyle({ isActive }: { isActive: boolean }): CSSProperties {
  return {
    display: 'block',
    padding: 'var(--p-space-150) var(--p-space-300)',
    borderRadius: 'var(--p-border-radius-200)',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    fontWeight: isActive ? 'var(--p-font-weight-semibold)' : 'var(--p-font-weight-medium)',
    color: 'var(--p-color-text)',
    background: isActive ? 'var(--p-color-bg-surface-selected)' : 'transparent',
  };
}

/** The main menu as a top bar (standalone, or a super-admin in the Shopify admin), with the store and its plan. */
export const TopNavigation = observer(function TopNavigation({ viewModel }: { viewModel: TopNavigationViewModel }) {
  const { t } = useTranslation('shell');
  return (
    <div style={barStyle}>
      <nav aria-label={t('menu.label')}>
        <ul style={listStyle}>
          {MAIN_MENU.map((entry) => (
            <li key={entry.destination}>
              <NavLink to={entry.destination} end={entry.destination === HOME_DESTINATION} style={linkStyle}>
                {t(entry.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {viewModel.storeName !== null && (
        <InlineStack gap="200" blockAlign="center" wrap={false}>
          <Text as="span" variant="bodyMd" fontWeight="semibold">
            {viewModel.storeName}
          </Text>
          {viewModel.planName !== null && <Badge>{t('topBar.plan', { plan: viewModel.planName })}</Badge>}
        </InlineStack>
      )}
    </div>
  );
});
