import '../kit/polaris-complete';
import { Badge, Banner, BlockStack, Box, Button, Card, Checkbox, InlineStack, Layout, Link, Page, SkeletonBodyText, Text, TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { formatReviewFilterSearch } from '../../contracts/review-filter.contract';
import { type ComplianceFinding, type ComplianceSeverity } from '../../domain/compliance/findings';
import { EMPTY_REVIEW_FILTER } from '../../domain/reviews/review-filter';
import { ConfirmModal } from '../kit/confirm-modal';
import { DialogFailure } from '../kit/dialog-failure';
import { useViewModel } from '../kit/view-model-context';
import { ComplianceViewModel, SHOWN_SUBJECTS_MAX, VERIFICATION_NOTICE_MAX_LENGTH } from './compliance.view-model';
import { TitledCard } from '../kit/titled-card';

const NAMESPACE = 'compliance';
const SEVERITY_TONE: Readonly<Record<ComplianceSeverity, 'critical' | 'warning' | 'info'>> = { critical: 'critical', warning: 'warning', info: 'info' };

/** /integrated/compliance: the compliance auditor (docs/product/compliance-auditor.md). */
export const ComplianceScreen = observer(function ComplianceScreen() {
  const { t, i18n } = useTranslation([NAMESPACE, 'pages']);
  const vm = useViewModel(ComplianceViewModel);

  useEffect(() => {
    void vm.load();
  }, [vm]);

  const report = vm.report;
  const ranAt = report?.audit ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(report.audit.ran_at)) : null;
  return (
    <Page
      title={t('pages:compliance')}
      subtitle={t('intro')}
      backAction={{ content: t('pages:integrated'), url: '/integrated' }}
      primaryAction={{ content: t('runNow'), loading: vm.running.running, disabled: vm.status !== 'ready', onAction: () => void vm.runNow() }}
    >
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            {vm.running.failure !== null && <DialogFailure action={vm.running} />}
            {vm.status === 'failed' && <Banner tone="critical" title={t('loadFailed')} action={{ content: t('retry'), onAction: () => void vm.load() }} />}
            {vm.status === 'loading' && (
              <Card>
                <SkeletonBodyText lines={4} />
              </Card>
            )}
            {vm.status === 'ready' && report && (
              <Card>
                <BlockStack gap="200">
                  <Text as="p" tone="subdued">
                    {ranAt === null ? t('neverRun') : t('lastRun', { date: ranAt })}
                  </Text>
                  {report.audit && report.findings.length === 0 && (
                    <Text as="p" tone="success">
                      {t('noFindings')}
                    </Text>
                  )}
                  {report.audit && report.findings.length > 0 && (
                    <InlineStack gap="200" wrap>
                      {vm.severities.map((severity) => (
                        <Badge key={severity} tone={SEVERITY_TONE[severity]}>
                          {t(`severityCount.${severity}`, { count: vm.findingsOf(severity).length })}
                        </Badge>
                      ))}
                    </InlineStack>
                  )}
                </BlockStack>
              </Card>
            )}
            {vm.severities.map((severity) => (
              <section key={severity} aria-labelledby={`compliance-${severity}`}>
                <BlockStack gap="200">
                  <Text as="h2" variant="headingMd" id={`compliance-${severity}`}>
                    {t(`severity.${severity}`)}
                  </Text>
                  {vm.findingsOf(severity).map((item) => (
                    <FindingCard key={item.rule} finding={item} onFix={() => vm.askToFix(item, t('noticeDefault'))} />
                  ))}
                </BlockStack>
              </section>
            ))}
          </BlockStack>
        </Layout.Section>
        {vm.status === 'ready' && (
          <Layout.Section>
            <NoticeCard vm={vm} />
          </Layout.Section>
        )}
      </Layout>
      <ConfirmModal
        open={vm.fixing.subject !== null}
        title={t('fixTitle')}
        body={
          vm.fixing.subject?.fix ? (
            <BlockStack gap="300">
              <Text as="p">{t(`fixes.${vm.fixing.subject.fix}`)}</Text>
              {vm.fixing.subject.fix === 'enable_verification_notice' && (
                <TextField label={t('noticeText')} value={vm.fixNoticeText} onChange={(text) => vm.setFixNoticeText(text)} multiline={3} maxLength={VERIFICATION_NOTICE_MAX_LENGTH} autoComplete="off" />
              )}
            </BlockStack>
          ) : (
            ''
          )
        }
        confirmLabel={t('fix')}
        cancelLabel={t('cancel')}
        action={vm.fixing}
        onConfirm={() => void vm.confirmFix(t('fixed'))}
        onCancel={() => vm.cancelFix()}
      />
    </Page>
  );
});

const FindingCard = observer(function FindingCard({ finding, onFix }: { readonly finding: ComplianceFinding; readonly onFix: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = `compliance-rule-${finding.rule}`;
  const reviewIds = finding.reviewIds ?? [];
  const productIds = finding.productIds ?? [];
  const orderIds = finding.orderIds ?? [];
  const listed = reviewIds.length + productIds.length + orderIds.length;
  const more = Math.max(0, finding.count - Math.min(listed, SHOWN_SUBJECTS_MAX));
  return (
    <Card>
      <BlockStack gap="200">
        <InlineStack gap="200" align="space-between" blockAlign="center" wrap>
          <Text as="h3" variant="headingSm" id={titleId}>
            {t(`rules.${finding.rule}.title`)}
          </Text>
          <Badge tone={SEVERITY_TONE[finding.severity]}>{t(`severity.${finding.severity}`)}</Badge>
        </InlineStack>
        <Text as="p">{t(`rules.${finding.rule}.text`)}</Text>
        <Text as="p" tone="subdued" variant="bodySm">
          {t('source', { source: finding.source })}
        </Text>
        {listed > 0 && (
          <Box>
            <Text as="p" variant="bodySm">
              {t('affected')}
            </Text>
            <InlineStack gap="200" wrap>
              {reviewIds.slice(0, SHOWN_SUBJECTS_MAX).map((id) => (
                <Link key={`r${id}`} url={`/reviewList?id=${id}`}>
                  {t('reviewLink', { id })}
                </Link>
              ))}
              {productIds.slice(0, Math.max(0, SHOWN_SUBJECTS_MAX - reviewIds.length)).map((id) => (
                <Link key={`p${id}`} url={`/reviewList?${formatReviewFilterSearch({ ...EMPTY_REVIEW_FILTER, productIds: [id] })}`}>
                  {t('productLink', { id: id.replace(/^gid:\/\/shopify\/Product\//, '') })}
                </Link>
              ))}
              {orderIds.slice(0, SHOWN_SUBJECTS_MAX).map((id) => (
                <Link key={`o${id}`} url="/collect/orders">
                  {t('orderLink', { id })}
                </Link>
              ))}
              {more > 0 && (
                <Text as="span" tone="subdued" variant="bodySm">
                  {t('more', { count: more })}
                </Text>
              )}
            </InlineStack>
          </Box>
        )}
        {finding.fix && (
          <InlineStack>
            <Button variant="primary" onClick={onFix} accessibilityLabel={t('fixFor', { rule: t(`rules.${finding.rule}.title`) })}>
              {t('fix')}
            </Button>
          </InlineStack>
        )}
      </BlockStack>
    </Card>
  );
});

const NoticeCard = observer(function NoticeCard({ vm }: { readonly vm: ComplianceViewModel }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <TitledCard title={t('noticeTitle')}>
      <Text as="p" tone="subdued">
        {t('noticeDescription')}
      </Text>
      <DialogFailure action={vm.noticeSave} />
      <Checkbox label={t('noticeEnabled')} checked={vm.noticeEnabled} onChange={(checked) => vm.setNoticeEnabled(checked)} />
      <TextField label={t('noticeText')} value={vm.noticeText} onChange={(text) => vm.setNoticeText(text)} multiline={3} maxLength={VERIFICATION_NOTICE_MAX_LENGTH} showCharacterCount autoComplete="off" />
      <InlineStack>
        <Button onClick={() => void vm.saveNotice(t('noticeSaved'))} loading={vm.noticeSave.running}>
          {t('noticeSave')}
        </Button>
      </InlineStack>
    </TitledCard>
  );
});
