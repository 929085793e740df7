import { Banner, List } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';
import { type ShownRequiredFields } from '../../application/settings/settings-form';

/** spec §5: the critical banner listing the empty required fields, the count in its title. */
export function RequiredFieldsBanner<Settings extends object>({ banner }: { readonly banner: ShownRequiredFields<Settings> | undefined }) {
  const { t } = useTranslation('settings');
  if (!banner) return null;
  return (
    <Banner tone="critical" title={t('requiredFields.title', { count: banner.count })}>
      <List>
        {banner.fields.map((field) => (
          <List.Item key={field.key}>{t('requiredFields.field', { field: t(field.labelKey) })}</List.Item>
        ))}
      </List>
    </Banner>
  );
}
