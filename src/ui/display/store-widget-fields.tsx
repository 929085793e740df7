import { Banner, BlockStack, Box, Card, Checkbox, SkeletonBodyText, Spinner, Text, TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { type PreviewStatus } from './review-widget-settings.view-model';
import { FLAG_OFF, FLAG_ON, type FlagValue } from '../../domain/shop/flag-value';

/** A #RRGGBB field with a swatch of the colour; `problem` is the page's refusal key. */
export function StoreColorField({ label, value, problem, onChange }: { readonly label: string; readonly value: string; readonly problem: string | null; readonly onChange: (value: string) => void }) {
  const { t } = useTranslation('display-store');
  return (
    <TextField
      label={label}
      value={value}
      onChange={(text) => onChange(text.trim())}
      error={problem ? t(problem.replace('display-store:', '')) : undefined}
      maxLength={7}
      autoComplete="off"
      prefix={<span aria-hidden="true" style={{ display: 'inline-block', width: 16, height: 16, borderRadius: 4, border: '1px solid #8a8a8a', background: problem ? 'transparent' : value }} />}
    />
  );
}

export function FlagCheckbox({ label, value, onChange, helpText }: { readonly label: string; readonly value: FlagValue; readonly onChange: (value: FlagValue) => void; readonly helpText?: string }) {
  return <Checkbox label={label} checked={value === FLAG_ON} onChange={(checked) => onChange(checked ? FLAG_ON : FLAG_OFF)} helpText={helpText} />;
}

/** The live preview: the storefront's own Liquid, in a sandboxed frame that runs no script. */
export const StorePreviewCard = observer(function StorePreviewCard({ html, status, note }: { readonly html: string | null; readonly status: PreviewStatus; readonly note: string }) {
  const { t } = useTranslation('display-store');
  return (
    <div style={{ position: 'sticky', top: 16 }}>
      <Card>
        <BlockStack gap="200">
          <Text as="h2" variant="headingMd">
            {t('preview.title')}
          </Text>
          <Text as="p" tone="subdued">
            {note}
          </Text>
          <Box minHeight="24px">
            {status === 'loading' && (
              <span role="status">
                <Spinner size="small" accessibilityLabel={t('preview.loading')} />
              </span>
            )}
            {status === 'failed' && <Banner tone="critical">{t('preview.failed')}</Banner>}
          </Box>
          {html !== null ? (
            <iframe title={t('preview.frameTitle')} sandbox="" srcDoc={html} style={{ width: '100%', height: '60vh', border: '1px solid #e3e3e3', borderRadius: 8, background: '#fff' }} />
          ) : (
            <SkeletonBodyText lines={8} />
          )}
        </BlockStack>
      </Card>
    </div>
  );
});
