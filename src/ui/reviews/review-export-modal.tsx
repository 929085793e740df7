import { BlockStack, Modal, Select, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../kit/use-translation';
import { FILE_FORMAT_IDS, type FileFormatId, IMPORT_ORIGIN_NAMES } from '../../domain/import/imported-review';
import { DialogFailure } from '../kit/dialog-failure';
import { type ReviewListViewModel } from './review-list.view-model';

/** The reviews list's export: the file format, ours (everything) or a peer app's (docs/product/import-formats.md#exports). */
export const ReviewExportModal = observer(function ReviewExportModal({ vm }: { vm: ReviewListViewModel }) {
  const { t } = useTranslation('reviews');
  const options = FILE_FORMAT_IDS.map((id) => ({
    value: id,
    // Brand names stay as the merchant knows them; only our own format's note is translated.
    label: id === 'starling' ? t('export.ours', { name: IMPORT_ORIGIN_NAMES[id] }) : IMPORT_ORIGIN_NAMES[id],
  }));
  return (
    <Modal
      open={vm.exportOpen}
      onClose={() => vm.closeExport()}
      title={t('export.title')}
      primaryAction={{ content: t('export.submit'), loading: vm.exporting, disabled: vm.exporting, onAction: () => void vm.exportCsv() }}
      secondaryActions={[{ content: t('export.cancel'), disabled: vm.exporting, onAction: () => vm.closeExport() }]}
    >
      <Modal.Section>
        <BlockStack gap="300">
          <DialogFailure action={vm.exportDialog} />
          <Select
            label={t('export.format')}
            options={options}
            value={vm.exportFormat}
            onChange={(value) => vm.setExportFormat(value as FileFormatId)}
            helpText={t('export.formatHelp')}
          />
          <Text as="p" tone="subdued">
            {t('export.scope')}
          </Text>
        </BlockStack>
      </Modal.Section>
    </Modal>
  );
});
