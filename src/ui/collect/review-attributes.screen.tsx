import '../kit/polaris-complete';
import { Badge, Banner, BlockStack, Box, Button, ButtonGroup, Card, Checkbox, EmptyState, InlineStack, Page, SkeletonBodyText, Text } from '@shopify/polaris';
import { ArrowDownIcon, ArrowUpIcon } from '@shopify/polaris-icons';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { type ReviewAttribute } from '../../domain/collect/review-attributes';
import { UserText } from '../kit/user-text';
import { useViewModel } from '../kit/view-model-context';
import { ReviewAttributesViewModel } from './review-attributes.view-model';
import { ConfirmModal } from '../kit/confirm-modal';

const Row = observer(function Row({ vm, attribute, index }: { vm: ReviewAttributesViewModel; attribute: ReviewAttribute; index: number }) {
  const { t } = useTranslation('collect-attributes');
  const last = index === vm.attributes.length - 1;
  return (
    <Box paddingBlock="300" borderBlockStartWidth={index === 0 ? '0' : '025'} borderColor="border">
      <InlineStack align="space-between" blockAlign="center" gap="300" wrap>
        <BlockStack gap="100">
          <UserText variant="headingSm">{attribute.title}</UserText>
          <InlineStack gap="200" wrap>
            <Badge>{t(`kinds.${attribute.kind}`)}</Badge>
            <Badge tone={attribute.required ? 'attention' : undefined}>{t(attribute.required ? 'list.required' : 'list.optional')}</Badge>
            <Text as="span" tone="subdued">
              {t(`list.scope.${attribute.scope}`, { count: attribute.resource_ids.length })}
            </Text>
          </InlineStack>
        </BlockStack>
        <InlineStack gap="300" blockAlign="center" wrap>
          <Checkbox label={t('list.active', { title: attribute.title })} labelHidden checked={attribute.is_active} disabled={vm.busy} onChange={(checked) => void vm.setActive(attribute, checked)} />
          <Text as="span">{t(attribute.is_active ? 'list.on' : 'list.off')}</Text>
          <ButtonGroup>
            <Button icon={ArrowUpIcon} accessibilityLabel={t('list.moveUp', { title: attribute.title })} disabled={vm.busy || index === 0} onClick={() => void vm.move(attribute.id, -1)} />
            <Button icon={ArrowDownIcon} accessibilityLabel={t('list.moveDown', { title: attribute.title })} disabled={vm.busy || last} onClick={() => void vm.move(attribute.id, 1)} />
            <Button url={`/collect/attributes/${attribute.id}`} accessibilityLabel={t('list.editLabel', { title: attribute.title })}>
              {t('list.edit')}
            </Button>
            <Button tone="critical" variant="plain" accessibilityLabel={t('list.deleteLabel', { title: attribute.title })} disabled={vm.busy} onClick={() => vm.askDelete(attribute)}>
              {t('list.delete')}
            </Button>
          </ButtonGroup>
        </InlineStack>
      </InlineStack>
    </Box>
  );
});

/** /collect/attributes: the review form's own questions (docs/product/collect-attributes.md). */
export const ReviewAttributesScreen = observer(function ReviewAttributesScreen() {
  const { t } = useTranslation(['collect-attributes', 'pages']);
  const vm = useViewModel(ReviewAttributesViewModel);
  useEffect(() => {
    void vm.load();
  }, [vm]);

  return (
    <Page
      title={t('pages:collectAttributes')}
      subtitle={t('list.subtitle')}
      backAction={{ content: t('backToCollect'), url: '/collect' }}
      primaryAction={vm.attributes.length > 0 ? { content: t('list.add'), url: '/collect/attributes/new' } : undefined}
    >
      <BlockStack gap="400">
        {vm.writeFailed && (
          <Banner tone="critical" onDismiss={() => vm.dismissWriteFailure()}>
            <p>{t('list.writeFailed')}</p>
          </Banner>
        )}
        {vm.status === 'failed' ? (
          <Card>
            <Text as="p" tone="subdued">
              {t('loadFailed')}
            </Text>
          </Card>
        ) : vm.status === 'loading' ? (
          <Card>
            <SkeletonBodyText lines={4} />
          </Card>
        ) : vm.attributes.length === 0 ? (
          <Card>
            <EmptyState heading={t('list.emptyHeading')} action={{ content: t('list.add'), url: '/collect/attributes/new' }} image="">
              <p>{t('list.emptyBody')}</p>
            </EmptyState>
          </Card>
        ) : (
          <Card>
            <BlockStack>
              {vm.attributes.map((attribute, index) => (
                <Row key={attribute.id} vm={vm} attribute={attribute} index={index} />
              ))}
            </BlockStack>
          </Card>
        )}
      </BlockStack>
      <ConfirmModal
        open={vm.deleting !== null}
        title={t('list.confirmTitle', { title: vm.deleting?.title ?? '' })}
        body={t('list.confirmBody')}
        confirmLabel={t('list.delete')}
        cancelLabel={t('list.cancel')}
        destructive
        action={vm.deletion}
        onConfirm={() => void vm.confirmDelete()}
        onCancel={() => vm.cancelDelete()}
      />
    </Page>
  );
});
