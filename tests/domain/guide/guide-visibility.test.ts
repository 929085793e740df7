import { describe, expect, it } from 'vitest';
import {
  dismissGuideBanner,
  dismissSetupGuide,
  isGuideBannerVisible,
  isSetupGuideCardVisible,
} from '../../../src/domain/guide/guide-visibility';

describe('guide banner', () => {
  it('shows while is_guide_banner is "1" and steps remain', () => {
    expect(isGuideBannerVisible({ is_guide_banner: '1' }, { allDone: false })).toBe(true);
  });

  it('hides once every step is done', () => {
    expect(isGuideBannerVisible({ is_guide_banner: '1' }, { allDone: true })).toBe(false);
  });

  it.each(['2', undefined, '', '0'])('hides when is_guide_banner is %j', (value) => {
    expect(isGuideBannerVisible({ is_guide_banner: value }, { allDone: false })).toBe(false);
  });

  it('is dismissed by saving is_guide_banner = "2", which hides it', () => {
    const update = dismissGuideBanner();
    expect(update).toEqual({ key: 'is_guide_banner', value: '2' });
    expect(isGuideBannerVisible({ [update.key]: update.value }, { allDone: false })).toBe(false);
  });
});

describe('dashboard setup-guide card', () => {
  it('shows until hide_setup_guide is "1"', () => {
    expect(isSetupGuideCardVisible({})).toBe(true);
    expect(isSetupGuideCardVisible({ hide_setup_guide: '2' })).toBe(true);
    expect(isSetupGuideCardVisible({ hide_setup_guide: '1' })).toBe(false);
    expect(isSetupGuideCardVisible({ hide_setup_guide: 1 })).toBe(false);
  });

  it('is hidden after the guide is dismissed', () => {
    const update = dismissSetupGuide();
    expect(update).toEqual({ key: 'hide_setup_guide', value: '1' });
    expect(isSetupGuideCardVisible({ [update.key]: update.value })).toBe(false);
  });
});
