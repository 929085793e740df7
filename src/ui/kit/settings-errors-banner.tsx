import { Banner, type BannerHandles, List } from '@shopify/polaris';
import { useEffect, useRef } from 'react';
import { useTranslation } from './use-translation';
import { PLAN_DESTINATION } from '../shell/main-menu';
import { type SettingsProblem, type ShownSettingsErrors } from '../../application/settings/settings-form';

/**
 * docs/product/spec-map.md §5 / docs/product/settings.md: the critical banner of a refused Save, listing empty
 * required fields, refused values and the server's refusal, the count in its title. Each
 * refused Save scrolls it into view and focuses it, so it is never left above the fold. A plan's
 * limit is said in the admin's words, with the way to the plans (docs/product/plan-permissions.md).
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
  const text = (problem: SettingsProblem<Settings>): string => {
    switch (problem.kind) {
      case 'required':
        return t('requiredFields.field', { field: t(problem.labelKey) });
      case 'invalid':
        return t(problem.messageKey, problem.values ?? {});
      case 'plan':
        return t('planLimit.storefrontWidgets', { plan: problem.limit.plan_name, count: problem.limit.allowed });
      case 'server':
        return problem.message;
    }
  };
  const planRefused = errors.problems.some((problem) => problem.kind === 'plan');
  return (
    <div ref={box}>
      <Banner
        ref={banner}
        tone="critical"
        title={t('requiredFields.title', { count: errors.count })}
        action={planRefused ? { content: t('planLimit.seePlans'), url: PLAN_DESTINATION } : undefined}
      >
        <List>
          {errors.problems.map((problem, index) => (
            <List.Item key={'key' in problem ? `${problem.kind}-${String(problem.key)}-${index}` : `${problem.kind}-${index}`}>{text(problem)}</List.Item>
          ))}
        </List>
      </Banner>
    </div>
  );
}
