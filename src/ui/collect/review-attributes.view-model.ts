import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, runInAction } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { TOKENS } from '../../application/tokens';
import { deleteReviewAttribute, getReviewAttributes, reorderReviewAttributes, saveReviewAttribute } from '../../contracts/review-attributes.contract';
import { type ReviewAttribute } from '../../domain/collect/review-attributes';
import { DialogAction } from '../kit/dialog-action';
import { saveAttributeRequest } from './review-attribute-editor.view-model';

export type AttributeListStatus = 'loading' | 'loaded' | 'failed';

/** /collect/attributes: the shop's questions in the form's order (docs/product/collect-attributes.md). */
@injectable()
export class ReviewAttributesViewModel {
  attributes: readonly ReviewAttribute[] = [];
  status: AttributeListStatus = 'loading';
  /** A write failed: the list shows the server's state again and says so. */
  writeFailed = false;
  busy = false;
  /** The delete confirmation (the question is its subject); the delete runs with it open. */
  readonly deletion = new DialogAction<ReviewAttribute>();

  constructor(@inject(TOKENS.ContractClient) private readonly client: ContractClient) {
    makeObservable(this, { attributes: observable, status: observable, writeFailed: observable, busy: observable, dismissWriteFailure: action });
  }

  async load(): Promise<void> {
    try {
      const { attributes } = await this.client.call(getReviewAttributes, {});
      runInAction(() => {
        this.attributes = attributes;
        this.status = 'loaded';
      });
    } catch {
      runInAction(() => (this.status = 'failed'));
    }
  }

  dismissWriteFailure(): void {
    this.writeFailed = false;
  }

  /** The question the delete confirmation asks about. */
  get deleting(): ReviewAttribute | null {
    return this.deletion.subject;
  }

  askDelete(attribute: ReviewAttribute): void {
    this.deletion.open(attribute);
  }

  cancelDelete(): void {
    this.deletion.close();
  }

  confirmDelete(): Promise<void> {
    if (this.busy) return Promise.resolve();
    return this.deletion.confirm(async (attribute) => {
      const { attributes } = await this.client.call(deleteReviewAttribute, { id: attribute.id });
      runInAction(() => (this.attributes = attributes));
    });
  }

  /** Moves a question one place up (-1) or down (+1). */
  move(id: number, step: -1 | 1): Promise<void> {
    const ids = this.attributes.map((attribute) => attribute.id);
    const from = ids.indexOf(id);
    const to = from + step;
    if (from < 0 || to < 0 || to >= ids.length) return Promise.resolve();
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    return this.write(async () => (await this.client.call(reorderReviewAttributes, { ids })).attributes);
  }

  setActive(attribute: ReviewAttribute, isActive: boolean): Promise<void> {
    return this.write(async () => {
      const saved = await this.client.call(saveReviewAttribute, saveAttributeRequest(attribute.id, { ...attribute, is_active: isActive }));
      return this.attributes.map((each) => (each.id === saved.id ? saved : each));
    });
  }

  private async write(run: () => Promise<readonly ReviewAttribute[]>): Promise<void> {
    if (this.busy) return;
    runInAction(() => {
      this.busy = true;
      this.writeFailed = false;
    });
    try {
      const attributes = await run();
      runInAction(() => (this.attributes = attributes));
    } catch {
      runInAction(() => (this.writeFailed = true));
      await this.load();
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
