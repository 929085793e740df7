import { describe, expect, it } from 'vitest';
import { DismissSetupGuideUseCase } from '../../../src/application/home/dismiss-setup-guide.use-case';
import { SkipSetupGuideUseCase } from '../../../src/application/home/skip-setup-guide.use-case';
import { MarkGuideDiscountViewedUseCase } from '../../../src/application/settings/mark-guide-discount-viewed.use-case';
import { ApiError } from '../../../src/application/http/api-error';
import { AppSessionStore } from '../../../src/application/session/app-session-store';
import { skipSetupGuide } from '../../../src/contracts/setup-guide.contract';
import { FakeContractClient } from '../../fakes/fake-contract-client';
import { OPEN_GUIDE } from '../../fakes/setup-guide-fixtures';
import { FakeShopConfigs } from '../../fakes/fake-shop-configs';

describe('setup guide use-cases', () => {
  it('skipping saves it on the server and ends the guide in this session (the top bar comes back)', async () => {
    const client = new FakeContractClient().on(skipSetupGuide, { ...OPEN_GUIDE, skip_install: 1 });
    const session = new AppSessionStore();
    session.setInGuide(true);
    const guide = await new SkipSetupGuideUseCase(client, session).execute();
    expect(client.callsTo(skipSetupGuide)).toHaveLength(1);
    expect(guide.skip_install).toBe(1);
    expect(session.isInGuide).toBe(false);
  });

  it('a failed skip keeps the guide on', async () => {
    const client = new FakeContractClient().fail(skipSetupGuide, new ApiError('network', 'Network Error'));
    const session = new AppSessionStore();
    session.setInGuide(true);
    await expect(new SkipSetupGuideUseCase(client, session).execute()).rejects.toThrow('Network Error');
    expect(session.isInGuide).toBe(true);
  });

  it('dismissals and the discount step write their shop config flags', async () => {
    const config = new FakeShopConfigs();
    const client = config.answer();
    const dismissals = new DismissSetupGuideUseCase(client);
    await dismissals.dismissCard();
    await dismissals.dismissBanner();
    await new MarkGuideDiscountViewedUseCase(client).execute();
    expect(config.saves).toEqual([{ hide_setup_guide: '1' }, { is_guide_banner: '2' }, { clicked_guide_discount_show: '1' }]);
  });
});
