import { type FlagEntry, isFlagOn } from '../shop/flag-value';
import { shopConfigFlagEntry } from '../shop/shop-config-flags';
import { type GuideFlags } from './guide-flags';
import { type GuideProgress } from './guide-progress';

/** The guide banner shows while is_guide_banner is '1' and some step is still open. */
export function isGuideBannerVisible(flags: GuideFlags, progress: Pick<GuideProgress, 'allDone'>): boolean {
  return isFlagOn(flags.is_guide_banner) && !progress.allDone;
}

export function dismissGuideBanner(): FlagEntry<'is_guide_banner'> {
  return shopConfigFlagEntry('is_guide_banner', false);
}

export function dismissSetupGuide(): FlagEntry<'hide_setup_guide'> {
  return shopConfigFlagEntry('hide_setup_guide', true);
}

/** The dashboard's setup-guide card is hidden once hide_setup_guide is '1'. */
export function isSetupGuideCardVisible(flags: GuideFlags): boolean {
  return !isFlagOn(flags.hide_setup_guide);
}
