import '../kit/polaris-complete';
import { Banner, BlockStack, Box, Card, DescriptionList, Layout, Link, List, Page, SkeletonBodyText, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { useSearchParams } from 'react-router-dom';
import { type Subprocessor } from '../../contracts/legal.contract';
import {
  chooseLegalVersion,
  LEGAL_DOCUMENT_PATHS,
  type LegalDocumentId,
  type LegalSection,
  legalSectionKey,
  legalVersionsNewestFirst,
  PRIVACY_CONTACT_EMAIL,
  TERMS_CONTACT_EMAIL,
} from '../../domain/legal/legal-documents';
import { TitledCard } from '../kit/titled-card';
import { useViewModel } from '../kit/view-model-context';
import { LegalDocumentViewModel } from './legal-document.view-model';
import { PublicPageFrame } from './public-page-frame';

const NAMESPACE = 'legal';
const CONTACT_EMAILS: Readonly<Record<LegalDocumentId, string>> = { privacy: PRIVACY_CONTACT_EMAIL, terms: TERMS_CONTACT_EMAIL };

/** A section's words at one revision: its title, paragraphs and list (docs/product/public-pages.md#versions). */
interface SectionWords {
  readonly title: string;
  readonly body?: readonly string[];
  readonly list?: readonly string[];
}

function useEffectiveDate(): (day: string) => string {
  const { i18n } = useTranslation(NAMESPACE);
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' });
  return (day) => format.format(new Date(`${day}T00:00:00Z`));
}


const Subprocessors = observer(function Subprocessors({ viewModel }: { readonly viewModel: LegalDocumentViewModel }) {
  const { t } = useTranslation(NAMESPACE);
  useEffect(() => void viewModel.loadSubprocessors(), [viewModel]);
  if (viewModel.subprocessorsState === 'loading') {
    return (
      <BlockStack gap="200">
        <Text as="p" tone="subdued">
          {t('subprocessors.loading')}
        </Text>
        <SkeletonBodyText lines={3} />
      </BlockStack>
    );
  }
  if (viewModel.subprocessorsState === 'failed') return <Banner tone="warning">{t('subprocessors.failed', { email: PRIVACY_CONTACT_EMAIL })}</Banner>;
  const describe = (entry: Subprocessor) => (
    <BlockStack gap="050">
      <Text as="span">{entry.name ?? t(entry.location === 'app-server' ? 'subprocessors.appServer' : 'subprocessors.unnamed')}</Text>
      <Text as="span" tone="subdued">
        {t(`subprocessors.roles.${entry.role}.data`)}
      </Text>
    </BlockStack>
  );
  return <DescriptionList items={viewModel.subprocessors.map((entry) => ({ term: t(`subprocessors.roles.${entry.role}.label`), description: describe(entry) }))} />;
});

function Section({ document, section, viewModel }: { readonly document: LegalDocumentId; readonly section: LegalSection; readonly viewModel: LegalDocumentViewModel }) {
  const { t } = useTranslation(NAMESPACE);
  const words = t(legalSectionKey(document, section), { returnObjects: true, email: CONTACT_EMAILS[document] }) as unknown as SectionWords;
  return (
    <BlockStack gap="200">
      <Text as="h2" variant="headingMd">
        {words.title}
      </Text>
      {words.body?.map((paragraph) => (
        <Text as="p" key={paragraph}>
          {paragraph}
        </Text>
      ))}
      {words.list && (
        <List>
          {words.list.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      )}
      {document === 'privacy' && section.id === 'sharing' && <Subprocessors viewModel={viewModel} />}
    </BlockStack>
  );
}

const LegalDocumentPage = observer(function LegalDocumentPage({ document }: { readonly document: LegalDocumentId }) {
  const { t } = useTranslation(NAMESPACE);
  const viewModel = useViewModel(LegalDocumentViewModel);
  const [search] = useSearchParams();
  const dateOf = useEffectiveDate();
  const choice = chooseLegalVersion(document, search.get('version'));
  const path = LEGAL_DOCUMENT_PATHS[document];
  const { shown } = choice;
  const versions = legalVersionsNewestFirst(document);

  return (
    <PublicPageFrame path={path}>
      <Page title={t(`${document}.title`)} subtitle={t('page.versionLine', { version: shown.version, date: dateOf(shown.effective) })}>
        <Layout>
          <Layout.Section>
            <BlockStack gap="400">
              {choice.unknownVersion !== null && <Banner tone="warning">{t('page.unknownVersion', { version: choice.unknownVersion })}</Banner>}
              {!choice.current && (
                <Banner tone="info" action={{ content: t('page.readCurrent'), url: path }}>
                  {t('page.earlierVersion', { version: shown.version, date: dateOf(shown.effective) })}
                </Banner>
              )}
              <Card>
                <BlockStack gap="600">
                  {shown.sections.map((section) => (
                    <Section key={section.id} document={document} section={section} viewModel={viewModel} />
                  ))}
                </BlockStack>
              </Card>
              <TitledCard title={t('page.versionsTitle')} gap="200">
                <Text as="p" tone="subdued">
                  {t('page.versionsIntro')}
                </Text>
                <List>
                  {versions.map((version, index) => (
                    <List.Item key={version.version}>
                      <Link url={`${path}?version=${encodeURIComponent(version.version)}`}>
                        {t('page.versionItem', { version: version.version, date: dateOf(version.effective) })}
                      </Link>
                      {index === 0 && (
                        <Box as="span" paddingInlineStart="200">
                          {t('page.current')}
                        </Box>
                      )}
                    </List.Item>
                  ))}
                </List>
              </TitledCard>
            </BlockStack>
          </Layout.Section>
        </Layout>
      </Page>
    </PublicPageFrame>
  );
});

/** /privacy_policy (public): the privacy policy, current or `?version=` (docs/product/public-pages.md#privacy-policy). */
export function PrivacyPolicyScreen() {
  return <LegalDocumentPage document="privacy" />;
}

/** /terms_service (public): the terms of service, current or `?version=` (docs/product/public-pages.md#terms-of-service). */
export function TermsOfServiceScreen() {
  return <LegalDocumentPage document="terms" />;
}
