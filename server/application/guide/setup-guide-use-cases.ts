import { type SetupGuide } from '../../../src/contracts/setup-guide.contract';
import { type ObservedGuideActions, newlyTickedFlags } from '../../../src/domain/guide/guide-observed-actions';
import { transitionGuideCompletion } from '../../../src/domain/guide/guide-completion';
import { type GuideFlags, SHOP_GUIDE_GROUP_KEY } from '../../../src/domain/guide/guide-flags';
import { deriveGuideGroup, type GuideGroup, parseGuideGroup } from '../../../src/domain/guide/guide-group';
import { computeGuideProgress } from '../../../src/domain/guide/guide-progress';
import { GUIDE_STEP_PATHS } from '../../../src/domain/guide/guide-steps';
import { FLAG_ON, readFlagValue, FLAG_OFF } from '../../../src/domain/shop/flag-value';
import { DEFAULT_ORDER_REVIEW_SETTINGS } from '../../../src/domain/storefront/promo-widget-settings';
import { documentOverDefaults } from '../../../src/domain/storefront/settings-document';
import { emailTemplateFrom } from '../collect/email-template-store';
import { type GetShopConfigsUseCase } from '../settings/get-shop-configs.use-case';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { AppError, notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type RefreshThemeAppStatusUseCase } from '../shopify/refresh-theme-app-status.use-case';
import { daysSinceInstall } from '../shops/days-since-install';
import { type ShopRecord, type ShopRepository } from '../shops/shop-repository.port';
import { themeEditorUrl } from '../shops/theme-editor-links';
import { type SetupGuideFacts, type SetupGuideRepository } from './setup-guide-repository.port';

/** guide_complete in the `setup_guide` namespace: '1' while every step is done, else '2'. */
export const GUIDE_COMPLETE_KEY = 'guide_complete';

export interface SetupGuidePorts {
  readonly shops: ShopRepository;
  readonly settings: SettingsRepository;
  readonly guides: SetupGuideRepository;
  readonly getShopConfigs: GetShopConfigsUseCase;
  readonly themeAppStatus: RefreshThemeAppStatusUseCase;
  readonly developmentStore: boolean;
  readonly now: () => Date;
  /** The completion event: called once per shop, when its guide is first seen complete after being open. */
  readonly guideCompleted: (shop: AuthenticatedShop, group: GuideGroup) => void;
}

/** What the shop's data says was done (docs/product/setup-guide.md#what-ticks-each-step). */
export function observedActions(facts: SetupGuideFacts): ObservedGuideActions {
  const { firstRequestEmailTemplate, autoReviewsSettings } = facts;
  return {
    widgetCustomised: facts.widgetSettingsSaved,
    reviewsImported: facts.reviewsImported,
    // The e-mail's state, saved or not: it starts switched on, and a step says what is true.
    firstRequestEmailEnabled: emailTemplateFrom('request_1', firstRequestEmailTemplate, 'en').is_enabled === FLAG_ON,
    autoReviewsEnabled: autoReviewsSettings !== null && documentOverDefaults(DEFAULT_ORDER_REVIEW_SETTINGS, autoReviewsSettings).is_active === FLAG_ON,
  };
}

/** get_new_setup_guide, skip_setup_guide and enable_development_theme_embed (docs/product/setup-guide.md). */
export class SetupGuideUseCases {
  constructor(private readonly ports: SetupGuidePorts) {}

  /**
   * Reads the steps from the shop's real state, keeps the step flags of what was seen done, and on
   * the guide's completion marks it finished (sign-in then goes to the dashboard) and records the
   * completion once.
   */
  async get(shop: AuthenticatedShop): Promise<SetupGuide> {
    const { shops, settings, guides, now } = this.ports;
    const record = await shops.get(shop);
    if (!record) throw notFound('shop');
    const [embed, configs, facts, guideEntries, storedCompletedAt] = await Promise.all([
      this.ports.themeAppStatus.execute(shop, record),
      this.ports.getShopConfigs.execute(shop),
      guides.facts(shop),
      settings.readEntries(shop, 'setup_guide'),
      guides.completedAt(shop),
    ]);
    const ticked = newlyTickedFlags(configs, observedActions(facts));
    if (Object.keys(ticked).length > 0) await settings.writeEntries(shop, 'shop_config', ticked);
    const flags: GuideFlags = { ...configs, ...ticked };
    const group = parseGuideGroup(configs[SHOP_GUIDE_GROUP_KEY]) ?? (await this.deriveAndSaveGroup(shop, record));
    const progress = computeGuideProgress(group, { themeEmbedEnabled: embed.embedEnabled, flags });

    const transition = transitionGuideCompletion(progress, guideEntries[GUIDE_COMPLETE_KEY]);
    if (guideEntries[GUIDE_COMPLETE_KEY] !== transition.guideComplete) {
      await settings.writeEntries(shop, 'setup_guide', { [GUIDE_COMPLETE_KEY]: transition.guideComplete });
    }
    let skipInstall = record.skipInstall;
    if (transition.hideGlobalGuide && !skipInstall) {
      await guides.skipInstall(shop);
      skipInstall = true;
    }
    let completedAt = storedCompletedAt;
    if (transition.sendCompletionEvent && completedAt === null) {
      const at = now();
      if (await guides.recordCompletion(shop, at)) {
        completedAt = at;
        this.ports.guideCompleted(shop, group);
      }
    }

    return {
      group,
      steps: progress.steps.map((step) => ({ id: step.id, name: step.name, done: step.done, path: GUIDE_STEP_PATHS[step.id] })),
      completed: progress.completed,
      total: progress.total,
      all_done: progress.allDone,
      is_guide_banner: readFlagValue(flags.is_guide_banner) ?? FLAG_ON,
      hide_setup_guide: readFlagValue(flags.hide_setup_guide) ?? FLAG_OFF,
      skip_install: skipInstall ? 1 : 0,
      completed_at: completedAt?.toISOString() ?? null,
      theme_editor_url: this.ports.developmentStore ? null : themeEditorUrl(record.domain),
    };
  }

  /**
   * A shop keeps the guide group it was first given; the first read derives it from the shop's
   * order requests and age (docs/product/setup-guide.md) and saves it as `shop_guide_group`.
   */
  private async deriveAndSaveGroup(shop: AuthenticatedShop, record: ShopRecord): Promise<GuideGroup> {
    const activity = await this.ports.shops.activity(shop);
    const group = deriveGuideGroup({ orderRequests: activity.orderRequests, days: daysSinceInstall(record.installedAt, this.ports.now()) });
    await this.ports.settings.writeEntries(shop, 'shop_config', { [SHOP_GUIDE_GROUP_KEY]: group });
    return group;
  }

  /** The merchant leaves the guide: from the next sign-in on, the dashboard comes first. */
  async skip(shop: AuthenticatedShop): Promise<SetupGuide> {
    await this.ports.guides.skipInstall(shop);
    return this.get(shop);
  }

  /** Development store mode has no theme editor: this switches the app embed on as the merchant would there. */
  async enableDevelopmentThemeEmbed(shop: AuthenticatedShop): Promise<SetupGuide> {
    if (!this.ports.developmentStore) {
      throw new AppError('forbidden', 'enable_development_theme_embed: only a development store has no theme editor to switch the embed on in');
    }
    const record = await this.ports.shops.get(shop);
    if (!record) throw notFound('shop');
    await this.ports.shops.updateThemeExtensionFlags(shop, { themeEmbedEnabled: true, themeAppBlockEnabled: record.themeAppBlockEnabled });
    return this.get(shop);
  }
}
