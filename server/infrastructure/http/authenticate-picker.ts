import { type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { PICKER_REASON_CODES } from '../../../src/contracts/picker-store.contract';
import { type PickerTokens } from '../../application/picker/picker-token.port';
import { ERROR_CODES } from './error-handler';
import { type ShopRepository } from '../../application/shops/shop-repository.port';
import { type HttpEnv } from './http-env';

/**
 * Resolves the picker's shop and app from `Authorization: <picker token>` (a 'Bearer ' prefix
 * is accepted too). A token for another app than the `app_id` asked for, or for a shop that is
 * no longer installed, is refused like a forged one.
 */
export function authenticatePicker(tokens: PickerTokens, shops: ShopRepository) {
  return createMiddleware<HttpEnv>(async (c, next) => {
    const token = /^(?:Bearer\s+)?(\S+)$/i.exec(c.req.header('Authorization')?.trim() ?? '')?.[1];
    if (!token) return refuse(c, PICKER_REASON_CODES.missingToken, 'Authorization: a picker access token is required');
    const check = await tokens.verify(token);
    if (!check.valid) {
      return check.reason === 'expired'
        ? refuse(c, PICKER_REASON_CODES.expiredToken, 'Authorization: the picker access token has expired')
        : refuse(c, PICKER_REASON_CODES.invalidToken, 'Authorization: the picker access token is invalid');
    }
    const appId = c.req.query('app_id');
    if (appId && appId !== check.access.appId) {
      return refuse(c, PICKER_REASON_CODES.invalidToken, 'Authorization: the picker access token was issued for another app');
    }
    const record = await shops.get(check.access.shop);
    if (!record || record.uninstalledAt) return refuse(c, PICKER_REASON_CODES.invalidToken, 'Authorization: the shop is not installed');
    c.set('shop', check.access.shop);
    await next();
  });
}

function refuse(c: Context, reasonCode: number, message: string) {
  return c.json({ code: ERROR_CODES.unauthorized, reasonCode, message, data: null }, 401);
}
