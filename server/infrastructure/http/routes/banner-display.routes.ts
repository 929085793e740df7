import { Hono } from 'hono';
import { BANNER_STATUS_RULES } from '../../../application/settings/banner-status-rules';
import { type GetBannerDisplaySettingUseCase } from '../../../application/settings/get-banner-display-setting.use-case';
import { type SetBannerDisplaySettingUseCase } from '../../../application/settings/set-banner-display-setting.use-case';
import { ok } from '../envelope';
import { type HttpEnv } from '../http-env';
import { parseBody } from '../request-input';
import { settingsChangesSchema } from '../settings-changes-schema';

const bannerStatusChanges = settingsChangesSchema(BANNER_STATUS_RULES);

export interface BannerDisplayUseCases {
  readonly getBannerDisplaySetting: GetBannerDisplaySettingUseCase;
  readonly setBannerDisplaySetting: SetBannerDisplaySettingUseCase;
}

export function bannerDisplayRoutes(useCases: BannerDisplayUseCases) {
  return new Hono<HttpEnv>()
    .get('/get_banner_display_setting', async (c) => ok(c, await useCases.getBannerDisplaySetting.execute(c.get('shop'))))
    .post('/set_banner_display_setting', async (c) => {
      const changes = await parseBody(c, bannerStatusChanges);
      return ok(c, await useCases.setBannerDisplaySetting.execute(c.get('shop'), changes));
    });
}
