import { inject, injectable } from 'inversify';
import { type ApiClient } from '../http/api-client.port';
import { TOKENS } from '../tokens';

export const APP_CONFIG_PATH = '/api/v1/app_config';

/** GET /api/v1/app_config: how the server runs, known before anyone signs in. */
export interface ServerMode {
  readonly mode: 'development' | 'shopify';
  readonly api_key: string | null;
  readonly demo_shop: string | null;
}

/** Reads the server's mode (development store or Shopify); asked once per page, then kept. */
@injectable()
export class GetServerModeUseCase {
  private answer: Promise<ServerMode> | null = null;

  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  execute(): Promise<ServerMode> {
    this.answer ??= this.api.get<ServerMode>(APP_CONFIG_PATH, undefined, { allowConcurrent: true }).catch((error: unknown) => {
      this.answer = null;
      throw error;
    });
    return this.answer;
  }
}
