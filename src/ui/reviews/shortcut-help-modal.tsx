import { Box, DescriptionList, Modal } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';
import { SHORTCUT_KEYS } from '../kit/keyboard-shortcuts';

/** The "?" overlay: every moderation key and what it does. */
export function ShortcutHelpModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('reviews');
  return (
    <Modal open={open} onClose={onClose} title={t('shortcuts.title')}>
      <Modal.Section>
        <Box>
          <DescriptionList
            items={SHORTCUT_KEYS.map(({ key, action }) => ({ term: <kbd>{key}</kbd>, description: t(`shortcuts.${action}`) }))}
          />
        </Box>
      </Modal.Section>
    </Modal>
  );
}
