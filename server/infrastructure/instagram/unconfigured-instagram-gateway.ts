import { type InstagramGateway } from '../../application/instagram/instagram-gateway.port';
import { AppError } from '../../application/shared/app-error';

const NOT_CONFIGURED = 'instagram: this server has no Instagram app configured (INSTAGRAM_APP_ID and INSTAGRAM_APP_SECRET)';

/** Shopify mode without INSTAGRAM_APP_ID/INSTAGRAM_APP_SECRET: every call says what to configure. */
export class UnconfiguredInstagramGateway implements InstagramGateway {
  authorizeUrl(): string {
    throw new AppError('conflict', NOT_CONFIGURED);
  }
  exchangeCode(): Promise<never> {
    return Promise.reject(new AppError('conflict', NOT_CONFIGURED));
  }
  renewToken(): Promise<never> {
    return Promise.reject(new AppError('conflict', NOT_CONFIGURED));
  }
  profile(): Promise<never> {
    return Promise.reject(new AppError('conflict', NOT_CONFIGURED));
  }
  media(): Promise<never> {
    return Promise.reject(new AppError('conflict', NOT_CONFIGURED));
  }
  image(): Promise<never> {
    return Promise.reject(new AppError('conflict', NOT_CONFIGURED));
  }
}
