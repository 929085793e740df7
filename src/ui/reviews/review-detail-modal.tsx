import { Badge, BlockStack, Button, ButtonGroup, Checkbox, InlineStack, Modal, SkeletonBodyText, Text, TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { type ReviewListViewModel } from './review-list.view-model';
import { type ReviewItem } from '../../domain/reviews/review-item';

function Flags({ review }: { review: ReviewItem }) {
  const { t } = useTranslation('reviews');
  return (
    <InlineStack gap="200">
      <Badge tone={review.published ? 'success' : undefined}>{t(review.published ? 'status.published' : 'status.unpublished')}</Badge>
      {review.featured && <Badge tone="info">{t('status.featured')}</Badge>}
      {review.verified && <Badge>{t('status.verified')}</Badge>}
      {review.top_review && <Badge tone="attention">{t('status.top')}</Badge>}
    </InlineStack>
  );
}

/** Photos (with alt text) and videos (with controls) of a review. */
function Media({ review }: { review: ReviewItem }) {
  const { t } = useTranslation('reviews');
  if (review.media.length === 0) return null;
  return (
    <InlineStack gap="200">
      {review.media.map((item, index) =>
        item.kind === 'photo' ? (
          <img
            key={item.url + String(index)}
            src={item.url}
            alt={t('detail.photoAlt', { index: index + 1, author: review.author_name })}
            width={120}
            height={120}
            style={{ objectFit: 'cover', borderRadius: 8 }}
          />
        ) : (
          <video key={item.url + String(index)} src={item.url} controls width={240} aria-label={t('detail.videoLabel', { index: index + 1 })} />
        ),
      )}
    </InlineStack>
  );
}

/** One review: its text, media, flags, moderation and the reply editor. All user text is rendered as text. */
export const ReviewDetailModal = observer(function ReviewDetailModal({ vm }: { vm: ReviewListViewModel }) {
  const { t, i18n } = useTranslation('reviews');
  const review = vm.detail;
  const open = vm.openId !== null;
  const ids = review ? [review.id] : [];
  return (
    <Modal open={open} onClose={() => vm.closeReview()} title={review ? t('detail.title', { author: review.author_name }) : t('detail.loading')}>
      <Modal.Section>
        {vm.detailStatus === 'error' && !review ? (
          <Text as="p" tone="critical">
            {t('detail.loadFailed')}
          </Text>
        ) : !review ? (
          <SkeletonBodyText lines={4} />
        ) : (
          <BlockStack gap="300">
            <Text as="p" tone="subdued">
              {t('detail.meta', {
                rating: review.rating,
                date: new Date(review.commented_at).toLocaleDateString(i18n.language),
                source: t(`sources.${review.source}`, { defaultValue: review.source }),
              })}
            </Text>
            <Text as="p">{t('detail.product', { product: review.product_title || review.product_id })}</Text>
            <Text as="p" tone="subdued">
              {review.author_email}
            </Text>
            <Flags review={review} />
            {review.title !== '' && (
              <Text as="h3" variant="headingSm">
                {review.title}
              </Text>
            )}
            <Text as="p">{review.body}</Text>
            <Media review={review} />
            <ButtonGroup>
              <Button
                disabled={vm.bulkRunning}
                onClick={() => void vm.moderate({ kind: 'ids', ids }, review.published ? 'unpublish' : 'publish')}
              >
                {t(review.published ? 'actions.unpublish' : 'actions.publish')}
              </Button>
              <Button disabled={vm.bulkRunning} onClick={() => void vm.moderate({ kind: 'ids', ids }, review.featured ? 'unfeature' : 'feature')}>
                {t(review.featured ? 'actions.unfeature' : 'actions.feature')}
              </Button>
              <Button disabled={vm.bulkRunning} onClick={() => void vm.moderate({ kind: 'ids', ids }, review.verified ? 'unverify' : 'verify')}>
                {t(review.verified ? 'actions.unverify' : 'actions.verify')}
              </Button>
            </ButtonGroup>
          </BlockStack>
        )}
      </Modal.Section>
      {review && (
        <Modal.Section>
          <BlockStack gap="300">
            <Text as="h3" variant="headingSm">
              {t('reply.heading')}
            </Text>
            {vm.replyEditorOpen ? (
              <>
                <TextField
                  label={t('reply.label')}
                  value={vm.replyDraft}
                  onChange={(text) => vm.setReplyDraft(text)}
                  multiline={4}
                  maxLength={5000}
                  error={vm.replyError ?? undefined}
                  autoComplete="off"
                  autoFocus
                />
                <Checkbox label={t('reply.publish')} checked={vm.replyPublished} onChange={(checked) => vm.setReplyPublished(checked)} />
                <ButtonGroup>
                  <Button variant="primary" loading={vm.savingReply} onClick={() => void vm.saveReply()}>
                    {t('reply.save')}
                  </Button>
                  <Button onClick={() => vm.cancelReply()}>{t('reply.cancel')}</Button>
                </ButtonGroup>
              </>
            ) : review.reply ? (
              <>
                <Text as="p">{review.reply.body}</Text>
                <Badge tone={review.reply.published ? 'success' : undefined}>
                  {t(review.reply.published ? 'status.published' : 'status.unpublished')}
                </Badge>
                <ButtonGroup>
                  <Button onClick={() => void vm.startReply()}>{t('reply.edit')}</Button>
                  <Button tone="critical" loading={vm.savingReply} onClick={() => void vm.deleteReply()}>
                    {t('reply.delete')}
                  </Button>
                </ButtonGroup>
              </>
            ) : (
              <Button onClick={() => void vm.startReply()}>{t('reply.create')}</Button>
            )}
          </BlockStack>
        </Modal.Section>
      )}
    </Modal>
  );
});
