import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { TOKENS } from '../../application/tokens';
import { getSubprocessors, type Subprocessor } from '../../contracts/legal.contract';

type SubprocessorsState = 'loading' | 'ready' | 'failed';

/** The privacy policy's list of the services this installation uses (docs/product/public-pages.md#subprocessors). */
@injectable()
export class LegalDocumentViewModel {
  subprocessors: readonly Subprocessor[] = [];
  subprocessorsState: SubprocessorsState = 'loading';
  private started = false;

  constructor(@inject(TOKENS.PublicContractClient) private readonly client: ContractClient) {
    makeAutoObservable<this, 'client' | 'started'>(this, { client: false, started: false }, { autoBind: true });
  }

  /** Once per page: a second call (React StrictMode's effects run twice) changes nothing. */
  async loadSubprocessors(): Promise<void> {
    if (this.started) return;
    this.started = true;
    try {
      const { subprocessors } = await this.client.call(getSubprocessors, {});
      runInAction(() => {
        this.subprocessors = subprocessors;
        this.subprocessorsState = 'ready';
      });
    } catch {
      runInAction(() => {
        this.subprocessorsState = 'failed';
      });
    }
  }
}
