import { type Contract, type RequestOf, type ResponseOf } from '../../src/contracts/contract';
import { FakeContractClient } from './fake-contract-client';

/**
 * A document the server keeps, read whole by one contract and saved in part by another, which
 * answers the whole document after the save: `answer(client)` answers both from `stored` (saves
 * merge into it); `failure` makes the next calls reject.
 */
export class FakeStoredDocument<Read extends Contract, Save extends Contract> {
  failure: Error | null = null;
  readonly saves: RequestOf<Save>[] = [];

  constructor(
    private readonly read: Read,
    private readonly save: Save,
    public stored: ResponseOf<Read>,
  ) {}

  /** Answers the two contracts on `client` (a new one when none is given) and returns it. */
  answer(client: FakeContractClient = new FakeContractClient()): FakeContractClient {
    return client
      .on(this.read, () => this.reply(() => merged<ResponseOf<Read>>(this.stored)))
      .on(this.save, (changes) =>
        this.reply(() => {
          this.saves.push(merged<RequestOf<Save>>(changes));
          this.stored = merged<ResponseOf<Read>>(this.stored, changes);
          return merged<ResponseOf<Save>>(this.stored);
        }),
      );
  }

  private async reply<T>(work: () => T): Promise<T> {
    await Promise.resolve();
    if (this.failure) throw this.failure;
    return work();
  }
}

/** A new object with the fields of each part in turn (the documents are plain JSON objects). */
function merged<T>(...parts: readonly unknown[]): T {
  return Object.assign({}, ...parts) as T;
}
