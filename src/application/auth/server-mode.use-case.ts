import { inject, injectable } from 'inversify';
import { type PublicAppConfig } from '../../contracts/app-config.contract';
import { TOKENS } from '../tokens';
import { type AuthGateway } from './auth-gateway.port';

/** Reads the server's mode (development store or Shopify); asked once per page, then kept. */
@injectable()
export class GetServerModeUseCase {
  private answer: Promise<PublicAppConfig> | null = null;

  constructor(@inject(TOKENS.AuthGateway) private readonly auth: AuthGateway) {}

  execute(): Promise<PublicAppConfig> {
    this.answer ??= this.auth.appConfig().catch((error: unknown) => {
      this.answer = null;
      throw error;
    });
    return this.answer;
  }
}
