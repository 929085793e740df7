import '../kit/polaris-complete';
import { Banner, BlockStack, Box, Button, ButtonGroup, Card, Checkbox, InlineGrid, InlineStack, Layout, Page, Select, SkeletonBodyText, Spinner, Text, TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../kit/use-translation';
import { useParams } from 'react-router-dom';
import { REQUEST_TRIGGER_EVENTS, REVIEW_REQUEST_EMAIL_TYPES, type CollectEmailType } from '../../domain/collect/collect-emails';
import {
  BODY_MAX_LENGTH,
  BUTTON_TEXT_MAX_LENGTH,
  EMAIL_COLOR_FIELDS,
  EMAIL_PLACEHOLDERS,
  type EmailTemplateSetting,
  hasTriggerDays,
  HEADING_MAX_LENGTH,
  placeholderToken,
  SUBJECT_MAX_LENGTH,
} from '../../domain/collect/email-templates';
import { LANGUAGE_OPTIONS } from '../../domain/i18n/language-options';
import { FLAG_OFF, FLAG_ON } from '../../domain/shop/flag-value';
import { EMAIL_TRIGGER_MAX_DAYS } from '../../domain/validation/email-trigger-time';
import { NotFoundScreen } from '../errors/not-found.screen';
import { LeaveConfirmation } from '../kit/leave-confirmation';
import { PageGutter } from '../kit/page-gutter';
import { SettingsErrorsBanner } from '../kit/settings-errors-banner';
import { useElementWidth } from '../kit/use-element-width';
import { useViewModel } from '../kit/view-model-context';
import { EmailTemplateViewModel, PREVIEW_WIDTHS, type PreviewWidth } from './email-template.view-model';
import { LoadingCard } from '../kit/loading-card';

const NS = 'collect-emails';

function isReviewRequestType(type: string | undefined): type is (typeof REVIEW_REQUEST_EMAIL_TYPES)[number] {
  return (REVIEW_REQUEST_EMAIL_TYPES as readonly (string | undefined)[]).includes(type);
}

/** /collect/review-request/:type: the review request (request_1) and its two reminders; any other type is the not-found page. */
export function ReviewRequestEmailScreen() {
  const { type } = useParams();
  if (!isReviewRequestType(type)) return <NotFoundScreen />;
  return <EmailTemplateEditor key={type} type={type} />;
}

/** /collect/photo_video_reminder. */
export function PhotoVideoReminderScreen() {
  return <EmailTemplateEditor type="photo_video_reminder" />;
}

/** /collect/update_review. */
export function UpdateReviewEmailScreen() {
  return <EmailTemplateEditor type="update_review" />;
}

/** /settings/advocate_email: the referral programme's reward e-mail (docs/product/referrals.md#reward-e-mail), opened from the offer. */
export function AdvocateEmailScreen() {
  const { t } = useTranslation('referrals');
  return <EmailTemplateEditor type="advocate_reward" back={{ url: '/settings/referral_offer', label: t('offer.title') }} />;
}

/** /settings/referral_email: the referral invite sent after a customer's review (docs/product/referral-invites.md). */
export function ReferralInviteAfterReviewScreen() {
  const { t } = useTranslation(NS);
  return <EmailTemplateEditor type="referral_invite_review" back={{ url: REFERRAL_WIDGETS_PATH, label: t('backReferral') }} />;
}

/** /settings/referrals_email: the referral invite sent after an order. */
export function ReferralInviteAfterOrderScreen() {
  const { t } = useTranslation(NS);
  return <EmailTemplateEditor type="referral_invite_order" back={{ url: REFERRAL_WIDGETS_PATH, label: t('backReferral') }} />;
}

const REFERRAL_WIDGETS_PATH = '/settings/referral_widgets';

/** One e-mail's template beside its preview (docs/product/collect-emails.md#screens); back to /collect unless told otherwise. */
const EmailTemplateEditor = observer(function EmailTemplateEditor({ type, back }: { readonly type: CollectEmailType; readonly back?: { readonly url: string; readonly label: string } }) {
  const { t } = useTranslation([NS, 'settings']);
  const vm = useViewModel(EmailTemplateViewModel);
  useState(() => vm.configure(type));
  useEffect(() => {
    void vm.start();
  }, [vm]);
  const { form } = vm;
  const values = form.values;
  return (
    <Page title={t(`titles.${type}`)} subtitle={t(`subtitles.${type}`)} backAction={back ? { content: back.label, url: back.url } : { content: t('back'), url: '/collect' }}>
      <LeaveConfirmation when={form.isDirty} />
      {values ? (
        <Layout>
          <Layout.Section variant="oneHalf">
            <BlockStack gap="400">
              <SettingsErrorsBanner errors={form.errorsBanner} />
              {isReviewRequestType(type) && <RequestSteps current={type} />}
              <SendingCard vm={vm} values={values} />
              <ContentCard vm={vm} values={values} />
              <DesignCard vm={vm} values={values} />
              <TestEmailCard vm={vm} />
            </BlockStack>
          </Layout.Section>
          <Layout.Section variant="oneHalf">
            <PreviewPanel vm={vm} />
          </Layout.Section>
        </Layout>
      ) : (
        <LoadingCard failed={form.status === 'failed'} failedText={t('loadFailed')} lines={8} />
      )}
    </Page>
  );
});

type Part = { readonly vm: EmailTemplateViewModel; readonly values: EmailTemplateSetting };

/** The request and its reminders, one screen each. */
function RequestSteps({ current }: { readonly current: CollectEmailType }) {
  const { t } = useTranslation(NS);
  return (
    <PageGutter>
      <nav aria-label={t('steps.label')}>
        <ButtonGroup variant="segmented">
          {REVIEW_REQUEST_EMAIL_TYPES.map((step) => (
            <Button key={step} url={`/collect/review-request/${step}`} pressed={step === current}>
              {t(`steps.${step}`)}
            </Button>
          ))}
        </ButtonGroup>
      </nav>
    </PageGutter>
  );
}

function useFieldError(vm: EmailTemplateViewModel) {
  const { t } = useTranslation(NS);
  return (field: keyof EmailTemplateSetting) => {
    const problem = vm.problemOf(field);
    return problem ? t(problem.key, problem.values) : undefined;
  };
}

const SendingCard = observer(function SendingCard({ vm, values }: Part) {
  const { t } = useTranslation(NS);
  const errorOf = useFieldError(vm);
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          {t('sending.title')}
        </Text>
        <Checkbox label={t(`sending.enabled.${vm.type}`)} checked={values.is_enabled === FLAG_ON} onChange={(checked) => vm.set('is_enabled', checked ? FLAG_ON : FLAG_OFF)} helpText={t(`sending.enabledHelp.${vm.type}`)} />
        {hasTriggerDays(vm.type) && (
          <InlineGrid columns={{ xs: 1, md: 2 }} gap="300">
            <TextField
              label={t(`sending.days.${vm.type}`)}
              type="number"
              min={1}
              max={EMAIL_TRIGGER_MAX_DAYS - 1}
              value={Number.isNaN(values.trigger_days) ? '' : String(values.trigger_days)}
              onChange={(text) => vm.setTriggerDays(text)}
              error={errorOf('trigger_days')}
              autoComplete="off"
              suffix={t('sending.daysSuffix')}
            />
            {vm.type === 'request_1' && (
              <Select
                label={t('sending.event')}
                value={values.trigger_event}
                options={REQUEST_TRIGGER_EVENTS.map((event) => ({ value: event, label: t(`sending.events.${event}`) }))}
                onChange={(event) => vm.set('trigger_event', REQUEST_TRIGGER_EVENTS.find((candidate) => candidate === event) ?? 'fulfilled')}
              />
            )}
          </InlineGrid>
        )}
      </BlockStack>
    </Card>
  );
});

const ContentCard = observer(function ContentCard({ vm, values }: Part) {
  const { t } = useTranslation(NS);
  const errorOf = useFieldError(vm);
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          {t('content.title')}
        </Text>
        <TextField label={t('content.subject')} value={values.subject} onChange={(text) => vm.set('subject', text)} error={errorOf('subject')} maxLength={SUBJECT_MAX_LENGTH} autoComplete="off" />
        <TextField label={t('content.heading')} value={values.heading} onChange={(text) => vm.set('heading', text)} error={errorOf('heading')} maxLength={HEADING_MAX_LENGTH} autoComplete="off" />
        <TextField label={t('content.body')} value={values.body} onChange={(text) => vm.set('body', text)} error={errorOf('body')} maxLength={BODY_MAX_LENGTH} multiline={6} autoComplete="off" helpText={t('content.bodyHelp')} />
        <BlockStack gap="100">
          <Text as="p" variant="bodySm" tone="subdued">
            {t('content.placeholders')}
          </Text>
          <InlineStack gap="100" wrap>
            {EMAIL_PLACEHOLDERS[vm.type].map((name) => (
              <Button key={name} size="slim" onClick={() => vm.insertPlaceholder(name)} accessibilityLabel={t('content.insert', { placeholder: placeholderToken(name) })}>
                {placeholderToken(name)}
              </Button>
            ))}
          </InlineStack>
        </BlockStack>
        <TextField label={t('content.button')} value={values.button_text} onChange={(text) => vm.set('button_text', text)} error={errorOf('button_text')} maxLength={BUTTON_TEXT_MAX_LENGTH} autoComplete="off" />
      </BlockStack>
    </Card>
  );
});

const DesignCard = observer(function DesignCard({ vm, values }: Part) {
  const { t } = useTranslation(NS);
  const errorOf = useFieldError(vm);
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          {t('design.title')}
        </Text>
        <Select
          label={t('design.language')}
          value={values.language}
          options={[{ value: '', label: t('design.languageCustomer') }, ...LANGUAGE_OPTIONS.map((option) => ({ value: option.value, label: option.label }))]}
          onChange={(language) => vm.set('language', language)}
          helpText={t('design.languageHelp')}
        />
        <TextField label={t('design.logo')} value={values.logo_url} onChange={(text) => vm.set('logo_url', text.trim())} error={errorOf('logo_url')} autoComplete="off" type="url" helpText={t('design.logoHelp')} />
        <InlineGrid columns={{ xs: 1, md: 3 }} gap="300">
          {EMAIL_COLOR_FIELDS.map((field) => {
            const error = errorOf(field);
            return (
              <TextField
                key={field}
                label={t(`design.${field}`)}
                value={values[field]}
                onChange={(text) => vm.set(field, text.trim())}
                error={error}
                maxLength={7}
                autoComplete="off"
                prefix={<span aria-hidden="true" style={{ display: 'inline-block', width: 16, height: 16, borderRadius: 4, border: '1px solid #8a8a8a', background: error ? 'transparent' : values[field] }} />}
              />
            );
          })}
        </InlineGrid>
      </BlockStack>
    </Card>
  );
});

const TestEmailCard = observer(function TestEmailCard({ vm }: { readonly vm: EmailTemplateViewModel }) {
  const { t } = useTranslation(NS);
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          {t('test.title')}
        </Text>
        <TextField label={t('test.to')} type="email" value={vm.testAddress} onChange={(text) => vm.setTestAddress(text)} placeholder={t('test.toPlaceholder')} helpText={t('test.toHelp')} autoComplete="email" />
        <InlineStack>
          <Button onClick={() => void vm.sendTest()} loading={vm.sendingTest}>
            {t('test.send')}
          </Button>
        </InlineStack>
      </BlockStack>
    </Card>
  );
});

const PREVIEW_FRAME_HEIGHT_PX = 640;

/**
 * The mail at the chosen width, scaled down as a whole when the column is narrower (the desktop
 * width beside the editor, either width on a phone), so no part of it is cut off or hidden sideways.
 */
function PreviewFrame({ html, width }: { readonly html: string; readonly width: PreviewWidth }) {
  const { t } = useTranslation(NS);
  const { ref: columnRef, width: columnWidth } = useElementWidth<HTMLDivElement>();
  const frameWidth = PREVIEW_WIDTHS[width];
  const scale = columnWidth === null ? 1 : Math.min(1, columnWidth / frameWidth);
  return (
    <div ref={columnRef} style={{ height: PREVIEW_FRAME_HEIGHT_PX * scale, overflow: 'hidden' }}>
      <iframe
        title={t('preview.frameTitle')}
        sandbox=""
        srcDoc={html}
        data-width={width}
        data-scale={scale.toFixed(3)}
        style={{
          display: 'block',
          boxSizing: 'border-box',
          margin: scale < 1 ? 0 : '0 auto',
          width: frameWidth,
          maxWidth: 'none',
          height: PREVIEW_FRAME_HEIGHT_PX,
          border: '1px solid #e3e3e3',
          borderRadius: 8,
          background: '#fff',
          transform: `scale(${scale})`,
          transformOrigin: 'top left',
        }}
      />
    </div>
  );
}

/** The e-mail as the server's renderer draws it: a sandboxed frame (no script runs), at a desktop client's or a phone's width. */
const PreviewPanel = observer(function PreviewPanel({ vm }: { readonly vm: EmailTemplateViewModel }) {
  const { t } = useTranslation(NS);
  const widths = Object.keys(PREVIEW_WIDTHS) as PreviewWidth[];
  return (
    <div style={{ position: 'sticky', top: 16 }}>
      <Card>
        <BlockStack gap="200">
          <InlineStack align="space-between" blockAlign="center" gap="200">
            <Text as="h2" variant="headingMd">
              {t('preview.title')}
            </Text>
            <ButtonGroup variant="segmented">
              {widths.map((width) => (
                <Button key={width} pressed={vm.previewWidth === width} onClick={() => vm.setPreviewWidth(width)}>
                  {t(`preview.${width}`)}
                </Button>
              ))}
            </ButtonGroup>
          </InlineStack>
          <Text as="p" tone="subdued">
            {t('preview.note')}
          </Text>
          <Box minHeight="24px">
            {vm.previewStatus === 'loading' && (
              <span role="status">
                <Spinner size="small" accessibilityLabel={t('preview.loading')} />
              </span>
            )}
            {vm.previewStatus === 'failed' && <Banner tone="critical">{t('preview.failed')}</Banner>}
          </Box>
          {vm.preview ? (
            <BlockStack gap="200">
              <Text as="p">
                <Text as="span" fontWeight="semibold">
                  {t('preview.subject')}
                </Text>{' '}
                <span data-testid="preview-subject">{vm.preview.subject}</span>
              </Text>
              <PreviewFrame html={vm.preview.html} width={vm.previewWidth} />
            </BlockStack>
          ) : (
            <SkeletonBodyText lines={8} />
          )}
        </BlockStack>
      </Card>
    </div>
  );
});
