import { Banner, type BannerHandles, List } from '@shopify/polaris';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type SettingsProblem, type ShownSettingsErrors } from '../../application/settings/settings-form';

/**
 * docs/product/spec-map.md §5 / docs/product/settings.md: the critical banner of a refused Save, listing empty
 * required fields, refused values and the server's refusal, the count in its title. Each
 * refused Save scrolls it into view and focuses it, so it is never left above the fold.
 */
export function SettingsErrorsBanner<Settings extends object>({ errors }: { readonly errors: ShownSettingsErrors<Settings> | undefined }) {
  const { t } = useTranslation('settings');
  const box = useRef<HTMLDivElement>(null);
  const banner = useRef<BannerHandles>(null);
  const revision = errors?.revision;

  useEffect(() => {
    if (revision === undefined) return;
    box.current?.scrollIntoView?.({ block: 'center' });
    banner.current?.focus();
  }, [revision]);

  if (!errors) return null;
  const text = (problem: SettingsProblem<Settings>) =>
    problem.kind === 'required' ? t('requiredFields.field', { field: t(problem.labelKey) }) : problem.kind === 'invalid' ? t(problem.messageKey) : problem.message;
  return (
    <div ref={box}>
      <Banner ref={banner} tone="critical" title={t('requiredFields.title', { count: errors.count })}>
        <List>
          {errors.problems.map((problem, index) => (
            <List.Item key={problem.kind === 'server' ? `server-${index}` : `${problem.kind}-${String(problem.key)}`}>{text(problem)}</List.Item>
          ))}
        </List>
      </Banner>
    </div>
  );
}
