import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { TOKENS } from '../../application/tokens';
import { connectInstagram } from '../../contracts/instagram.contract';
import { errorMessage } from '../kit/list-notifier';

export type InstagramAuthState = 'connecting' | 'connected' | 'failed' | 'missing';

/**
 * /ins_auth (public, docs/product/instagram.md#connecting): Instagram sends the merchant here with
 * `code` and `state`; both go to the server, which connects the account for the state's shop.
 */
@injectable()
export class InstagramAuthViewModel {
  state: InstagramAuthState = 'connecting';
  username = '';
  returnUrl = '';
  error = '';
  private sent = '';

  constructor(@inject(TOKENS.PublicContractClient) private readonly client: ContractClient) {
    makeAutoObservable<this, 'client' | 'sent'>(this, { client: false, sent: false }, { autoBind: true });
  }

  /** Sends the pair once (a code works only once), however often the page draws. */
  async connect(code: string | null, state: string | null, instagramError: string | null): Promise<void> {
    if (instagramError || !code || !state) {
      this.state = instagramError ? 'failed' : 'missing';
      this.error = instagramError ?? '';
      return;
    }
    if (this.sent === `${code} ${state}`) return;
    this.sent = `${code} ${state}`;
    this.state = 'connecting';
    try {
      const connected = await this.client.call(connectInstagram, { code, state });
      runInAction(() => {
        this.username = connected.username;
        this.returnUrl = connected.return_url;
        this.state = 'connected';
      });
    } catch (error) {
      runInAction(() => {
        this.error = errorMessage(error);
        this.state = 'failed';
      });
    }
  }
}
