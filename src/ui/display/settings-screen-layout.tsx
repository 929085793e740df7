import '../kit/polaris-complete';
import { BlockStack, Layout, Page } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useRef } from 'react';
import { type SettingsForm } from '../../application/settings/settings-form';
import { LeaveConfirmation } from '../kit/leave-confirmation';
import { SettingsErrorsBanner } from '../kit/settings-errors-banner';
import { LoadingCard } from '../kit/loading-card';

/**
 * The shape of every /display widget screen: back to /display, the form's cards beside a sticky
 * live preview, a skeleton while the settings load and a card when they could not be loaded.
 * `start` (load the settings, follow them with the preview) runs once the screen is shown.
 */
export const SettingsScreenLayout = observer(function SettingsScreenLayout<Values extends object>({
  form,
  title,
  subtitle,
  backLabel,
  backUrl = '/display',
  loadFailed,
  preview,
  start,
  children,
}: {
  readonly form: SettingsForm<Values>;
  readonly title: string;
  readonly subtitle: string;
  readonly backLabel: string;
  /** Where the back arrow goes; /display unless the screen lives elsewhere (the collect area). */
  readonly backUrl?: string;
  readonly loadFailed: string;
  readonly preview: ReactNode;
  readonly start?: () => Promise<void>;
  readonly children: (values: Values) => ReactNode;
}) {
  // The screen's latest start, run once per form: a new closure on each render does not start it again.
  const startRef = useRef(start);
  startRef.current = start;
  useEffect(() => {
    void startRef.current?.();
  }, [form]);
  const values = form.values;
  return (
    <Page title={title} subtitle={subtitle} backAction={{ content: backLabel, url: backUrl }}>
      <LeaveConfirmation when={form.isDirty} />
      {values ? (
        <Layout>
          <Layout.Section variant="oneHalf">
            <BlockStack gap="400">
              <SettingsErrorsBanner errors={form.errorsBanner} />
              {children(values)}
            </BlockStack>
          </Layout.Section>
          <Layout.Section variant="oneHalf">{preview}</Layout.Section>
        </Layout>
      ) : (
        <LoadingCard failed={form.status === 'failed'} failedText={loadFailed} />
      )}
    </Page>
  );
});
