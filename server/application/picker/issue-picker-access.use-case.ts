import { AppError } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { PICKER_TOKEN_LIFETIME_SECONDS, type PickerTokens } from './picker-token.port';
import { findProviderApp } from './provider-apps';

/** The spec's words for an unknown app id (docs/product/errors.md, picker token fetch failure). */
export const UNKNOWN_APP_MESSAGE = 'appId is not Found';

/** GET /store/v1/shop/app_info: trades the admin's app token for a picker token of one app. */
export class IssuePickerAccessUseCase {
  constructor(private readonly tokens: PickerTokens) {}

  async execute(shop: AuthenticatedShop, appId: string) {
    const app = findProviderApp(appId);
    if (!app) throw new AppError('invalidInput', UNKNOWN_APP_MESSAGE);
    return {
      access_token: await this.tokens.issue({ shop, appId: app.id }),
      expires_in: PICKER_TOKEN_LIFETIME_SECONDS,
      app: { id: app.id, name: app.name, icon: app.icon },
    };
  }
}
