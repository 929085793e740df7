import { Badge, BlockStack, Box, Button, Icon, InlineStack, Popover, Text } from '@shopify/polaris';
import { ChevronDownIcon, ChevronUpIcon, ExitIcon, MenuIcon } from '@shopify/polaris-icons';
import { observer } from 'mobx-react-lite';
import { type CSSProperties, type RefObject } from 'react';
import { useTranslation } from '../kit/use-translation';
import { NavLink, useLocation } from 'react-router-dom';
import { MEASURED_ITEM, MEASURED_MORE, useFittingCount } from '../kit/use-fitting-count';
import { useNarrowLayout } from '../kit/use-narrow-layout';
import { HOME_DESTINATION, MAIN_MENU, type MainMenuEntry } from './main-menu';
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
};

const compactBarStyle: CSSProperties = { ...barStyle, justifyContent: 'flex-start', gap: 'var(--p-space-300)', overflowX: 'hidden' };

/**
 * The strip takes what the account button leaves; useFittingCount measures it. Clipped across:
 * between a resize and the next measure it may hold a link too many, which must not widen the page.
 */
const rowStyle: CSSProperties = { position: 'relative', flex: '1 1 0', minWidth: 0, overflowX: 'clip' };

/** Holds the measured copies without showing them or widening the page. */
const measurerClipStyle: CSSProperties = { position: 'absolute', top: 0, left: 0, width: 0, height: 0, overflow: 'hidden', visibility: 'hidden' };

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

/** A long store name is cut short in the bar; the account panel shows it whole. */
const accountStoreNameStyle: CSSProperties = { ...storeNameStyle, maxWidth: '12rem' };

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

/** "More" looks like one more link, marked as the current place when it holds the current page. */
function moreButtonStyle(isActive: boolean): CSSProperties {
  // The shorthand first: it would otherwise undo the link's font weight.
  return {
    font: 'inherit',
    ...linkStyle({ isActive }),
    display: 'flex',
    alignItems: 'center',
    gap: 'var(--p-space-100)',
    border: 0,
    cursor: 'pointer',
  };
}

/** Whether `pathname` is the entry's page or below it, as NavLink marks it. */
function isCurrentEntry(entry: MainMenuEntry, pathname: string): boolean {
  const path = entry.destination.split('?')[0] ?? entry.destination;
  return path === HOME_DESTINATION ? pathname === HOME_DESTINATION : pathname === path || pathname.startsWith(`${path}/`);
}

function MenuLink({ entry, onFollow }: { readonly entry: MainMenuEntry; readonly onFollow?: (() => void) | undefined }) {
  const { t } = useTranslation('shell');
  return (
    <NavLink to={entry.destination} end={entry.destination === HOME_DESTINATION} style={linkStyle} {...(onFollow ? { onClick: onFollow } : {})}>
      {t(entry.labelKey)}
    </NavLink>
  );
}

/** Menu links (a `nav` landmark, the current page marked), in a row or a column: the whole menu unless `entries` says otherwise. */
function MenuLinks({
  direction,
  entries = MAIN_MENU,
  label,
  onFollow,
}: {
  readonly direction: 'row' | 'column';
  readonly entries?: readonly MainMenuEntry[];
  readonly label?: string;
  readonly onFollow?: () => void;
}) {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={label ?? t('menu.label')}>
      <ul style={direction === 'row' ? stripStyle : columnStyle}>
        {entries.map((entry) => (
          <li key={entry.destination}>
            <MenuLink entry={entry} onFollow={onFollow} />
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

/** A copy of each link and of "More", out of sight, for useFittingCount to measure (semibold: the widest a link gets). */
function MenuMeasurer({ measurerRef }: { readonly measurerRef: RefObject<HTMLElement> }) {
  const { t } = useTranslation('shell');
  return (
    <div style={measurerClipStyle} aria-hidden>
      <div ref={measurerRef as RefObject<HTMLDivElement>} style={{ ...stripStyle, width: 'max-content' }}>
        {MAIN_MENU.map((entry) => (
          <span key={entry.destination} style={linkStyle({ isActive: true })} {...{ [MEASURED_ITEM]: '' }}>
            {t(entry.labelKey)}
          </span>
        ))}
        <span style={{ ...moreButtonStyle(true), display: 'flex' }} {...{ [MEASURED_MORE]: '' }}>
          {t('menu.more')}
          <Icon source={ChevronDownIcon} />
        </span>
      </div>
    </div>
  );
}

/** The links that do not fit the strip, behind "More" (marked as the current place when the current page is among them). */
const MoreMenu = observer(function MoreMenu({ entries, viewModel }: { readonly entries: readonly MainMenuEntry[]; viewModel: TopNavigationViewModel }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const holdsCurrentPage = entries.some((entry) => isCurrentEntry(entry, pathname));
  return (
    <Popover
      active={viewModel.moreOpen}
      onClose={() => viewModel.setMoreOpen(false)}
      preferredAlignment="left"
      autofocusTarget="first-node"
      activator={
        <button type="button" style={moreButtonStyle(holdsCurrentPage)} aria-expanded={viewModel.moreOpen} onClick={() => viewModel.setMoreOpen(!viewModel.moreOpen)}>
          {t('menu.more')}
          <Icon source={viewModel.moreOpen ? ChevronUpIcon : ChevronDownIcon} />
        </button>
      }
    >
      <Box padding="300" minWidth="220px">
        <MenuLinks direction="column" entries={entries} label={t('menu.moreLabel')} onFollow={() => viewModel.setMoreOpen(false)} />
      </Box>
    </Popover>
  );
});

/**
 * 768 px and wider: as many of the menu's links as fit the strip, the rest behind "More", and the
 * store and its plan opening the account panel. What fits is measured, so every language fits.
 */
const FullBar = observer(function FullBar({ viewModel }: { viewModel: TopNavigationViewModel }) {
  const { t } = useTranslation('shell');
  const { rowRef, measurerRef, visibleCount } = useFittingCount(MAIN_MENU.length);
  const shown = MAIN_MENU.slice(0, visibleCount);
  const folded = MAIN_MENU.slice(visibleCount);
  return (
    <div style={barStyle}>
      <nav aria-label={t('menu.label')} ref={rowRef} style={rowStyle}>
        <ul style={stripStyle}>
          {shown.map((entry) => (
            <li key={entry.destination}>
              <MenuLink entry={entry} />
            </li>
          ))}
          {folded.length > 0 && (
            <li>
              <MoreMenu entries={folded} viewModel={viewModel} />
            </li>
          )}
        </ul>
        <MenuMeasurer measurerRef={measurerRef} />
      </nav>
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
              <span style={accountStoreNameStyle}>
                <Text as="span" variant="bodyMd" fontWeight="semibold">
                  {viewModel.storeName}
                </Text>
              </span>
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
 * and its plan. Narrower than 768 px it folds into a menu button; wider, what does not fit goes behind "More".
 */
export const TopNavigation = observer(function TopNavigation({ viewModel }: { viewModel: TopNavigationViewModel }) {
  const narrow = useNarrowLayout();
  return narrow ? <CompactBar viewModel={viewModel} /> : <FullBar viewModel={viewModel} />;
});
