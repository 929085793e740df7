import '../kit/polaris-complete';
import { BlockStack, Checkbox, Layout, Link, Page, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { FLAG_ON } from '../../domain/shop/flag-value';
import { REFERRAL_PLACEMENTS } from '../../domain/storefront/referral-placements';
import { LeaveConfirmation } from '../kit/leave-confirmation';
import { LoadingCard } from '../kit/loading-card';
import { SettingsErrorsBanner } from '../kit/settings-errors-banner';
import { TitledCard } from '../kit/titled-card';
import { useViewModel } from '../kit/view-model-context';
import { ReferralWidgetsViewModel } from './referral-widgets.view-model';

const NS = 'referral-widgets';

/** Where each switch's own settings are edited. */
const PLACEMENT_LINKS = { storefront_block: '/display/referral', checkout_prompt: '/display/checkout', invite_email: '/settings/referral_email' } as const;

/**
 * /settings/referral_widgets: three switches for where the referral programme shows — the
 * storefront's block, the thank-you and order status prompt, the invite e-mail
 * (docs/product/referral-invites.md#placements). The shell's save bar saves them.
 */
export const ReferralWidgetsScreen = observer(function ReferralWidgetsScreen() {
  const { t } = useTranslation(NS);
  const vm = useViewModel(ReferralWidgetsViewModel);
  const { form } = vm;
  useEffect(() => {
    void vm.start();
  }, [vm]);
  const values = form.values;
  return (
    <Page title={t('title')} subtitle={t('subtitle')} backAction={{ content: t('back'), url: '/settings' }}>
      <LeaveConfirmation when={form.isDirty} />
      {values ? (
        <Layout>
          <Layout.Section>
            <BlockStack gap="400">
              <SettingsErrorsBanner errors={form.errorsBanner} />
              <TitledCard title={t('placements')} gap="400">
                <Text as="p" tone="subdued">
                  {t('offerNote')}
                </Text>
                {REFERRAL_PLACEMENTS.map((placement) => (
                  <BlockStack key={placement} gap="100">
                    <Checkbox
                      label={t(`switches.${placement}.label`)}
                      helpText={t(`switches.${placement}.help`)}
                      checked={values[placement] === FLAG_ON}
                      onChange={(checked) => vm.toggle(placement, checked)}
                    />
                    <Link url={PLACEMENT_LINKS[placement]}>{t(`switches.${placement}.link`)}</Link>
                  </BlockStack>
                ))}
              </TitledCard>
            </BlockStack>
          </Layout.Section>
        </Layout>
      ) : (
        <LoadingCard failed={form.status === 'failed'} failedText={t('loadFailed')} />
      )}
    </Page>
  );
});
