import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CompleteAuthUseCase } from '../../application/auth/complete-auth.use-case';
import { isCanceled } from '../../application/http/api-error';
import { type Navigator } from '../../application/navigation/navigator.port';
import { TOKENS } from '../../application/tokens';
import { LOGIN_ROUTE } from '../../application/auth/auth-routes';

/** /auth: signs in from the query and moves on; shows "Connecting to Shopify ..." until then. */
@injectable()
export class AuthCallbackViewModel {
  status: 'working' | 'failed' = 'working';
  /** The server's or the platform's message when signing in failed. */
  failure: string | null = null;
  private started = false;

  constructor(
    @inject(CompleteAuthUseCase) private readonly completeAuth: CompleteAuthUseCase,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
  ) {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async start(search: string): Promise<void> {
    if (this.started) return;
    this.started = true;
    try {
      const outcome = await this.completeAuth.execute(new URLSearchParams(search));
      if (outcome.kind === 'navigate') {
        const { to, state } = outcome.destination;
        this.navigator.navigate(to, { replace: true, ...(state ? { state } : {}) });
      }
    } catch (error) {
      if (isCanceled(error)) return;
      runInAction(() => {
        this.status = 'failed';
        this.failure = error instanceof Error ? error.message : String(error);
      });
    }
  }

  backToLogin(): void {
    this.navigator.navigate(LOGIN_ROUTE, { replace: true });
  }
}
