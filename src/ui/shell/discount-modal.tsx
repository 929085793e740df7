import { BlockStack, Modal, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../kit/use-translation';
import { formatPlanPrice, translateDiscountLabel } from './discount-format';
import { type DiscountOfferViewModel } from './discount-offer.view-model';

/** The offer's modal: shown at most once per 10 minutes outside /plan; its button leads to the plans. */
export const DiscountModal = observer(function DiscountModal({ viewModel }: { viewModel: DiscountOfferViewModel }) {
  const { t, i18n } = useTranslation('shell');
  if (!viewModel.modalVisible) return null;
  return (
    <Modal
      open
      title={t('discount.modalTitle')}
      onClose={() => viewModel.closeModal()}
      primaryAction={{ content: t('discount.viewPlans'), onAction: () => viewModel.openPlan() }}
      secondaryActions={[{ content: t('discount.later'), onAction: () => viewModel.closeModal() }]}
    >
      <Modal.Section>
        <BlockStack gap="300">
          <Text as="p" variant="headingXl" tone="critical">
            {translateDiscountLabel(t, viewModel.label)}
          </Text>
          <Text as="p">
            {t('discount.modalPrice', {
              price: formatPlanPrice(viewModel.discountedPrice, i18n.language),
              original: formatPlanPrice(viewModel.originalPrice, i18n.language),
            })}
          </Text>
          <Text as="p" fontWeight="semibold">
            {t('discount.endsIn', { time: viewModel.countdown })}
          </Text>
          {viewModel.showsMaxPlanTip && (
            <Text as="p" tone="subdued">
              {t('discount.maxPlanTip')}
            </Text>
          )}
        </BlockStack>
      </Modal.Section>
    </Modal>
  );
});
