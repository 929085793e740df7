import '../kit/polaris-complete';
import { Banner, BlockStack, Box, Card, DescriptionList, Divider, Layout, Link, Page, SkeletonBodyText, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { Fragment, useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { AnnotatedSection } from '../kit/annotated-section';
import { useViewModel } from '../kit/view-model-context';
import { AccountSettingsViewModel } from './account-settings.view-model';

/** An account value and the page where it is changed. */
function ValueWithLink({ value, url, link }: { readonly value: string; readonly url: string; readonly link: string }) {
  return (
    <BlockStack gap="050">
      <Text as="span">{value}</Text>
      <Link url={url}>{link}</Link>
    </BlockStack>
  );
}

/** /settings: the account and every settings page (docs/product/settings.md#account). */
export const AccountSettingsScreen = observer(function AccountSettingsScreen() {
  const { t } = useTranslation(['settings', 'pages']);
  const vm = useViewModel(AccountSettingsViewModel);

  useEffect(() => {
    void vm.load();
  }, [vm]);

  const { account } = vm;
  return (
    <Page title={t('account.title')}>
      <Layout>
        <AnnotatedSection title={t('account.sectionTitle')} description={t('account.sectionDescription')}>
          {vm.status === 'failed' ? (
            <Banner tone="critical" title={t('account.loadFailed')} action={{ content: t('form.retry'), onAction: () => void vm.load() }} />
          ) : (
            <Card>
              {account ? (
                <DescriptionList
                  items={[
                    {
                      term: t('account.store'),
                      description: (
                        <BlockStack gap="050">
                          <Text as="span" breakWord>
                            <bdi>{account.storeName}</bdi>
                          </Text>
                          <Text as="span" tone="subdued" breakWord>
                            {account.domain}
                          </Text>
                        </BlockStack>
                      ),
                    },
                    { term: t('account.email'), description: <Text as="span" breakWord>{account.email || t('account.emailMissing')}</Text> },
                    {
                      term: t('account.plan'),
                      description: <ValueWithLink value={account.planName} url="/plan" link={t('account.changePlan')} />,
                    },
                    {
                      term: t('account.language'),
                      description: <ValueWithLink value={vm.languageName} url="/settings/language" link={t('account.changeLanguage')} />,
                    },
                  ]}
                />
              ) : (
                <SkeletonBodyText lines={6} />
              )}
            </Card>
          )}
        </AnnotatedSection>
        {vm.groups.map((group) => (
          <AnnotatedSection key={group.id} title={t(`account.groups.${group.id}`)}>
            <Card>
              <nav aria-label={t(`account.groups.${group.id}`)}>
                <BlockStack gap="300">
                  {group.pages.map((page, index) => (
                    <Fragment key={page.path}>
                      {index > 0 && <Divider />}
                      <Box>
                        <BlockStack gap="050">
                          <Link url={page.path} removeUnderline>
                            <Text as="span" fontWeight="semibold">
                              {t(`pages:${page.title}`)}
                            </Text>
                          </Link>
                          <Text as="p" tone="subdued">
                            {t(`account.pages.${page.description}`)}
                          </Text>
                        </BlockStack>
                      </Box>
                    </Fragment>
                  ))}
                </BlockStack>
              </nav>
            </Card>
          </AnnotatedSection>
        ))}
      </Layout>
    </Page>
  );
});
