import { Modal, Text } from '@shopify/polaris';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { LeaveConfirmationViewModel } from './leave-confirmation.view-model';
import { useViewModel } from './view-model-context';

/**
 * While `when` holds (unsaved changes), leaving asks first: another route shows "Leave page" /
 * "Stay" (needs the data router), closing or reloading the tab shows the browser's prompt.
 * Changes of query or hash on the same page pass.
 */
export function LeaveConfirmation({ when }: { readonly when: boolean }) {
  const { t } = useTranslation('settings');
  const viewModel = useViewModel(LeaveConfirmationViewModel);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => (when ? viewModel.confirmBeforeUnload() : undefined), [when, viewModel]);

  return (
    <Modal
      open={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('leave.title')}
      primaryAction={{ content: t('leave.leave'), destructive: true, onAction: () => blocker.proceed?.() }}
      secondaryActions={[{ content: t('leave.stay'), onAction: () => blocker.reset?.() }]}
    >
      <Modal.Section>
        <Text as="p">{t('leave.body')}</Text>
      </Modal.Section>
    </Modal>
  );
}
