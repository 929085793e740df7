import { type GuideGroup } from '../domain/guide/guide-group';
import { type GuideStepId, type GuideStepName } from '../domain/guide/guide-steps';
import { type FlagValue } from '../domain/shop/flag-value';
import { answer, get, NO_PARAMS, post } from './contract';

/** The setup guide's calls of /api/v1/admin (docs/product/setup-guide.md). */

export interface SetupGuideStep {
  readonly id: GuideStepId;
  readonly name: GuideStepName;
  readonly done: boolean;
  /** The admin screen where the step is done. */
  readonly path: string;
}

export interface SetupGuide {
  readonly group: GuideGroup;
  /** In display order. */
  readonly steps: readonly SetupGuideStep[];
  readonly completed: number;
  readonly total: number;
  readonly all_done: boolean;
  readonly is_guide_banner: FlagValue;
  readonly hide_setup_guide: FlagValue;
  /** 1 once the guide was finished or skipped: sign-in then goes to the dashboard. */
  readonly skip_install: 0 | 1;
  /** When the guide was completed (ISO 8601), null until it is. */
  readonly completed_at: string | null;
  /** The theme editor's App embeds (step 1); null in development store mode, which has no theme editor. */
  readonly theme_editor_url: string | null;
}

/** GET get_new_setup_guide: the steps as the shop's real state ticks them; completing them is recorded once. */
export const getNewSetupGuide = get('/api/v1/admin/get_new_setup_guide', NO_PARAMS, answer<SetupGuide>());

/** POST skip_setup_guide: the merchant leaves the guide; sign-in goes to the dashboard from now on. */
export const skipSetupGuide = post('/api/v1/admin/skip_setup_guide', NO_PARAMS, answer<SetupGuide>());

/** POST enable_development_theme_embed: development store mode's stand-in for switching the app embed on in the theme editor. */
export const enableDevelopmentThemeEmbed = post('/api/v1/admin/enable_development_theme_embed', NO_PARAMS, answer<SetupGuide>());
