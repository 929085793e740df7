import { Badge, Banner, BlockStack, Button, ButtonGroup, Checkbox, InlineStack, Link, Modal, Select, SkeletonBodyText, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../kit/use-translation';
import { isStoreReview } from '../../domain/storefront/store-review-widgets';
import { ReviewProductName } from './review-product-name';
import { ReviewAttributeAnswers } from './review-attribute-answers';
import { ReviewProvenanceLine, ReviewTrustBadges } from './review-provenance';
import { LimitedTextField } from '../kit/limited-text-field';
import { StarRating } from '../kit/star-rating';
import { useShopDateFormat } from '../kit/use-shop-date-format';
import { UserText } from '../kit/user-text';
import { type ReviewListViewModel } from './review-list.view-model';
import { type ReviewReplyEditor } from './review-reply-editor';
import { type ReviewItem } from '../../domain/reviews/review-item';

function Flags({ review }: { review: ReviewItem }) {
  const { t } = useTranslation('reviews');
  return (
    <InlineStack gap="200">
      <Badge tone={review.published ? 'success' : undefined}>{t(review.published ? 'status.published' : 'status.unpublished')}</Badge>
      {review.featured && <Badge tone="info">{t('status.featured')}</Badge>}
      {review.top_review && <Badge tone="attention">{t('status.top')}</Badge>}
      <ReviewTrustBadges review={review} t={t} />
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
          <video
            key={item.url + String(index)}
            src={item.url}
            controls
            width={240}
            style={{ maxWidth: '100%' }}
            aria-label={t('detail.videoLabel', { index: index + 1 })}
          />
        ),
      )}
    </InlineStack>
  );
}

/** A question the editor asks before it drops something: moved into view and focused when it appears. */
const ReplyConfirmation = observer(function ReplyConfirmation({ editor }: { editor: ReviewReplyEditor }) {
  const { t } = useTranslation('reviews');
  const box = useRef<HTMLDivElement>(null);
  const kind = editor.confirmation;
  useEffect(() => {
    if (kind === null) return;
    box.current?.scrollIntoView?.({ block: 'nearest' });
    // The safe choice (keep editing, cancel) takes the focus: Enter must not drop anything.
    [...(box.current?.querySelectorAll<HTMLElement>('button') ?? [])].at(-1)?.focus();
  }, [kind]);
  if (kind === null) return null;
  const discard = kind === 'discardDraft';
  return (
    <div ref={box}>
      <Banner
        tone={discard ? 'warning' : 'critical'}
        title={t(discard ? 'reply.discard.title' : 'reply.confirmDelete.title')}
        action={{
          content: t(discard ? 'reply.discard.confirm' : 'reply.delete'),
          onAction: () => (discard ? editor.confirmDiscard() : void editor.confirmDelete()),
        }}
        secondaryAction={{ content: t(discard ? 'reply.discard.keep' : 'reply.cancel'), onAction: () => editor.dismissConfirmation() }}
      >
        <p>{t(discard ? 'reply.discard.body' : 'reply.confirmDelete.body')}</p>
      </Banner>
    </div>
  );
});

/** "Insert template": fills the reply with a template of /settings/reply_review, its placeholders taken from this review. */
const ReplyTemplatePicker = observer(function ReplyTemplatePicker({ editor }: { editor: ReviewReplyEditor }) {
  const { t } = useTranslation('collect-manage');
  if (editor.templates.length === 0) {
    return (
      <Text as="p" tone="subdued" variant="bodySm">
        {t('picker.none')} <Link url="/settings/reply_review">{t('picker.manage')}</Link>
      </Text>
    );
  }
  return (
    <InlineStack gap="200" blockAlign="end">
      <div style={{ flex: '1 1 14rem', minWidth: 0 }}>
        <Select
          label={t('picker.label')}
          options={[{ label: t('picker.choose'), value: '' }, ...editor.templates.map((template) => ({ label: template.name, value: template.id }))]}
          value=""
          onChange={(value) => {
            if (value !== '') editor.insertTemplate(value);
          }}
          helpText={t('picker.help')}
        />
      </div>
      <Link url="/settings/reply_review">{t('picker.manage')}</Link>
    </InlineStack>
  );
});

const ReplySection = observer(function ReplySection({ review, editor }: { review: ReviewItem; editor: ReviewReplyEditor }) {
  const { t } = useTranslation('reviews');
  return (
    <BlockStack gap="300">
      <Text as="h3" variant="headingSm">
        {t('reply.heading')}
      </Text>
      <ReplyConfirmation editor={editor} />
      {editor.isOpen ? (
        <>
          <ReplyTemplatePicker editor={editor} />
          <LimitedTextField
            label={t('reply.label')}
            value={editor.draft}
            onChange={(text) => editor.setDraft(text)}
            limit={editor.limit}
            error={editor.error}
            caretToEnd={editor.caretRequest}
          />
          <Checkbox label={t('reply.publish')} checked={editor.published} onChange={(checked) => editor.setPublished(checked)} />
          <ButtonGroup>
            <Button variant="primary" loading={editor.saving} disabled={!editor.canSave} onClick={() => void editor.save()}>
              {t('reply.save')}
            </Button>
            <Button onClick={() => editor.cancel()}>{t('reply.cancel')}</Button>
          </ButtonGroup>
        </>
      ) : review.reply ? (
        <>
          <UserText>{review.reply.body}</UserText>
          <InlineStack>
            <Badge tone={review.reply.published ? 'success' : undefined}>{t(review.reply.published ? 'status.published' : 'status.unpublished')}</Badge>
          </InlineStack>
          <ButtonGroup>
            <Button onClick={() => void editor.open()}>{t('reply.edit')}</Button>
            <Button tone="critical" loading={editor.saving} disabled={editor.confirmation !== null} onClick={() => editor.requestDelete()}>
              {t('reply.delete')}
            </Button>
          </ButtonGroup>
        </>
      ) : (
        <InlineStack>
          <Button onClick={() => void editor.open()}>{t('reply.create')}</Button>
        </InlineStack>
      )}
    </BlockStack>
  );
});

/** One review: its text, media, flags, moderation and the reply editor. All user text is rendered as text. */
export const ReviewDetailModal = observer(function ReviewDetailModal({ vm }: { vm: ReviewListViewModel }) {
  const { t } = useTranslation('reviews');
  const formatDate = useShopDateFormat();
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
            <InlineStack gap="200" blockAlign="center">
              <StarRating rating={review.rating} label={t('rating', { rating: review.rating })} />
              <Text as="p" tone="subdued">
                {t('detail.meta', {
                  rating: review.rating,
                  date: formatDate(review.commented_at),
                  source: t(`sources.${review.source}`, { defaultValue: review.source }),
                })}
              </Text>
            </InlineStack>
            <Text as="p" breakWord>
              {isStoreReview(review.product_id) ? <ReviewProductName review={review} storeReview={t('display-store:storeReview')} /> : t('detail.product', { product: review.product_title || review.product_id })}
            </Text>
            <Text as="p" tone="subdued" breakWord>
              {review.author_email}
            </Text>
            <Flags review={review} />
            <ReviewProvenanceLine review={review} formatDate={formatDate} t={t} />
            {review.incentivized && (
              <Text as="p" tone="subdued" variant="bodySm">
                {t('trust.incentivizedHelp')}
              </Text>
            )}
            {review.title !== '' && <UserText variant="headingSm">{review.title}</UserText>}
            {review.body !== '' && <UserText>{review.body}</UserText>}
            <Media review={review} />
            <ReviewAttributeAnswers reviewId={review.id} />
            <ButtonGroup>
              <Button
                disabled={vm.bulkRunning}
                onClick={() => (review.published ? vm.askReason({ kind: 'ids', ids }, 'unpublish', 1) : void vm.moderate({ kind: 'ids', ids }, 'publish'))}
              >
                {t(review.published ? 'actions.unpublish' : 'actions.publish')}
              </Button>
              <Button disabled={vm.bulkRunning} onClick={() => void vm.moderate({ kind: 'ids', ids }, review.featured ? 'unfeature' : 'feature')}>
                {t(review.featured ? 'actions.unfeature' : 'actions.feature')}
              </Button>
              <Button disabled={vm.bulkRunning} onClick={() => void vm.moderate({ kind: 'ids', ids }, review.verified ? 'unverify' : 'verify')}>
                {t(review.verified ? 'actions.unverify' : 'actions.verify')}
              </Button>
              <Button tone="critical" disabled={vm.bulkRunning} onClick={() => vm.askReason({ kind: 'ids', ids }, 'delete', 1)}>
                {t('actions.delete')}
              </Button>
            </ButtonGroup>
            <InlineStack>
              <Button variant="plain" onClick={() => vm.history.open(review.id)}>
                {t('review-moderation:history.open')}
              </Button>
            </InlineStack>
          </BlockStack>
        )}
      </Modal.Section>
      {review && (
        <Modal.Section>
          <ReplySection review={review} editor={vm.reply} />
        </Modal.Section>
      )}
    </Modal>
  );
});
