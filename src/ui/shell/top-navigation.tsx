import { Badge, BlockStack, Box, Button, Icon, InlineStack, Popover, Text } from '@shopify/polaris';
import { ChevronDownIcon, ChevronUpIcon, ExitIcon, MenuIcon } from '@shopify/polaris-icons';
import { observer } from 'mobx-react-lite';
import { type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useNarrowLayout } from '../kit/use-narrow-layout';
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

const compactBarStyle: CSSProperties = { ...barStyle, justifyContent: 'flex-start', gap: 'var(--p-space-300)', overflowX: 'hidden' };

const stripStyle: CSSProperties = { display: 'flex', gap: 'var(--p-space-100)', margin: 0, padding: 0, listStyle: 'none' };
const columnStyle: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 'var(--p-space-050)', margin: 0, padding: 0, listStyle: 'none' };

const accountButtonStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 'var(--p-space-200)',
  flexShrink: 0,
  padding: 'var(--p-space-150) var(--p-space-200)',
  border: 0,
  borderRadius: 'var(--p-border-radius-200)',
  background: 'transparent',
  color: 'var(--p-color-text)',
  cursor: 'pointer',
  font: 'inherit',
};

const storeNameStyle: CSSProperties = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };

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

/** The main menu's links (`nav` landmark, the current page marked), in a row or a column. */
function MenuLinks({ direction, onFollow }: { readonly direction: 'row' | 'column'; readonly onFollow?: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={t('menu.label')}>
      <ul style={direction === 'row' ? stripStyle : columnStyle}>
        {MAIN_MENU.map((entry) => (
          <li key={entry.destination}>
            <NavLink to={entry.destination} end={entry.destination === HOME_DESTINATION} style={linkStyle} {...(onFollow ? { onClick: onFollow } : {})}>
              {t(entry.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The store, its plan and (standalone) Sign out: the account part of either menu. */
const AccountSection = observer(function AccountSection({ viewModel }: { viewModel: TopNavigationViewModel }) {
  const { t } = useTranslation('shell');
  return (
    <BlockStack gap="200">
      {viewModel.storeName !== null && (
        <BlockStack gap="100">
          <Text as="p" variant="bodyMd" fontWeight="semibold" breakWord>
            {viewModel.storeName}
          </Text>
          {viewModel.planName !== null && (
            <InlineStack>
              <Badge>{t('topBar.plan', { plan: viewModel.planName })}</Badge>
            </InlineStack>
          )}
        </BlockStack>
      )}
      {viewModel.canSignOut && (
        <InlineStack>
          <Button icon={ExitIcon} variant="plain" onClick={() => viewModel.signOut()}>
            {t('account.signOut')}
          </Button>
        </InlineStack>
      )}
    </BlockStack>
  );
});

/** Below 768 px: a menu button opening the menu and the account in a panel. */
const CompactBar = observer(function CompactBar({ viewModel }: { viewModel: TopNavigationViewModel }) {
  const { t } = useTranslation('shell');
  return (
    <div style={compactBarStyle}>
      <Popover
        active={viewModel.menuOpen}
        onClose={() => viewModel.setMenuOpen(false)}
        preferredAlignment="left"
        autofocusTarget="first-node"
        activator={
          <Button icon={MenuIcon} onClick={() => viewModel.setMenuOpen(!viewModel.menuOpen)} ariaExpanded={viewModel.menuOpen} disclosure={false}>
            {t('menu.open')}
          </Button>
        }
      >
        <Box padding="300" minWidth="240px">
          <BlockStack gap="300">
            <MenuLinks direction="column" onFollow={() => viewModel.setMenuOpen(false)} />
            <Box borderBlockStartWidth="025" borderColor="border" paddingBlockStart="300">
              <AccountSection viewModel={viewModel} />
            </Box>
          </BlockStack>
        </Box>
      </Popover>
      {viewModel.storeName !== null && (
        <span style={storeNameStyle}>
          <Text as="span" variant="bodyMd" fontWeight="semibold">
            {viewModel.storeName}
          </Text>
        </span>
      )}
    </div>
  );
});

/** 768 px and wider: the whole menu as a strip, the store and its plan opening the account panel. */
const FullBar = observer(function FullBar({ viewModel }: { viewModel: TopNavigationViewModel }) {
  const { t } = useTranslation('shell');
  return (
    <div style={barStyle}>
      <MenuLinks direction="row" />
      {viewModel.storeName !== null && (
        <Popover
          active={viewModel.accountOpen}
          onClose={() => viewModel.setAccountOpen(false)}
          preferredAlignment="right"
          activator={
            <button
              type="button"
              style={accountButtonStyle}
              aria-expanded={viewModel.accountOpen}
              aria-haspopup="dialog"
              onClick={() => viewModel.setAccountOpen(!viewModel.accountOpen)}
            >
              <Text as="span" variant="bodyMd" fontWeight="semibold">
                {viewModel.storeName}
              </Text>
              {viewModel.planName !== null && <Badge>{t('topBar.plan', { plan: viewModel.planName })}</Badge>}
              <Icon source={viewModel.accountOpen ? ChevronUpIcon : ChevronDownIcon} />
            </button>
          }
        >
          <Box padding="300" minWidth="220px">
            <AccountSection viewModel={viewModel} />
          </Box>
        </Popover>
      )}
    </div>
  );
});

/**
 * The main menu as a top bar (standalone, or a super-admin in the Shopify admin) with the store
 * and its plan. Narrower than 768 px it folds into a menu button.
 */
export const TopNavigation = observer(function TopNavigation({ viewModel }: { viewModel: TopNavigationViewModel }) {
  const narrow = useNarrowLayout();
  return narrow ? <CompactBar viewModel={viewModel} /> : <FullBar viewModel={viewModel} />;
});
