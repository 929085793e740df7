import { describe, expect, it } from 'vitest';
import { DismissSetupGuideUseCase } from '../../../src/application/home/dismiss-setup-guide.use-case';
import { EnableDevelopmentThemeEmbedUseCase } from '../../../src/application/home/enable-development-theme-embed.use-case';
import { SkipSetupGuideUseCase } from '../../../src/application/home/skip-setup-guide.use-case';
import { MarkGuideDiscountViewedUseCase } from '../../../src/application/settings/mark-guide-discount-viewed.use-case';
import { AppSessionStore } from '../../../src/application/session/app-session-store';
import { FakeSetupGuideGateway } from '../../fakes/fake-setup-guide-gateway';
import { FakeShopConfigGateway } from '../../fakes/fake-shop-config-gateway';

describe('setup guide use-cases', () => {
  it('skipping saves it on the server and ends the guide in this session (the top bar comes back)', async () => {
    const gateway = new FakeSetupGuideGateway();
    const session = new AppSessionStore();
    session.setInGuide(true);
    const guide = await new SkipSetupGuideUseCase(gateway, session).execute();
    expect(guide.skip_install).toBe(1);
    expect(session.isInGuide).toBe(false);
  });

  it('a failed skip keeps the guide on', async () => {
    const gateway = new FakeSetupGuideGateway();
    gateway.failure = new Error('Network Error');
    const session = new AppSessionStore();
    session.setInGuide(true);
    await expect(new SkipSetupGuideUseCase(gateway, session).execute()).rejects.toThrow('Network Error');
    expect(session.isInGuide).toBe(true);
  });

  it('the development store switch ticks step 1', async () => {
    const guide = await new EnableDevelopmentThemeEmbedUseCase(new FakeSetupGuideGateway()).execute();
    expect(guide.steps.find((step) => step.id === 1)?.done).toBe(true);
    expect(guide.completed).toBe(1);
  });

  it('dismissals and the discount step write their shop config flags', async () => {
    const config = new FakeShopConfigGateway();
    const dismissals = new DismissSetupGuideUseCase(config);
    await dismissals.dismissCard();
    await dismissals.dismissBanner();
    await new MarkGuideDiscountViewedUseCase(config).execute();
    expect(config.saves).toEqual([{ hide_setup_guide: '1' }, { is_guide_banner: '2' }, { clicked_guide_discount_show: '1' }]);
  });
});
