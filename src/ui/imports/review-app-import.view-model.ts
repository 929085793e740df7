import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { TOKENS } from '../../application/tokens';
import { type RequestOf } from '../../contracts/contract';
import { importFromReviewApp } from '../../contracts/import-apps.contract';
import { REVIEW_APP_CREDENTIALS, type ReviewAppCredentialField, type ReviewAppId } from '../../domain/import/import-apps';
import { type ImportJobView } from '../../domain/import/import-views';
import { errorMessage } from '../kit/list-notifier';
import { fieldRefusalOf } from './import-field-errors';

/**
 * /collect/auth_import (docs/product/import-apps.md#other-apps): choose the app, paste its
 * credentials, import every review once; the credentials are sent with this request only.
 */
@injectable()
export class ReviewAppImportViewModel {
  app: ReviewAppId = 'judgeme';
  credentials: Partial<Record<ReviewAppCredentialField, string>> = {};
  publish = true;
  importing = false;
  problems: Partial<Record<string, string>> = {};
  job: ImportJobView | null = null;
  error = '';

  constructor(@inject(TOKENS.ContractClient) private readonly client: ContractClient) {
    makeAutoObservable<this, 'client'>(this, { client: false }, { autoBind: true });
  }

  get fields(): readonly ReviewAppCredentialField[] {
    return REVIEW_APP_CREDENTIALS[this.app];
  }

  get canImport(): boolean {
    return !this.importing && this.fields.every((field) => (this.credentials[field] ?? '').trim() !== '');
  }

  setApp(app: ReviewAppId): void {
    this.app = app;
    this.credentials = {};
    this.problems = {};
    this.error = '';
  }

  setCredential(field: ReviewAppCredentialField, value: string): void {
    this.credentials = { ...this.credentials, [field]: value };
    this.problems = { ...this.problems, [field]: undefined };
  }

  setPublish(value: boolean): void {
    this.publish = value;
  }

  async start(): Promise<void> {
    if (!this.canImport) return;
    this.importing = true;
    this.problems = {};
    this.error = '';
    try {
      const job = await this.client.call(importFromReviewApp, this.request());
      runInAction(() => {
        this.job = job;
        // Used once: the credentials leave the screen with the request.
        this.credentials = {};
      });
    } catch (error) {
      const refusal = fieldRefusalOf(error);
      runInAction(() => {
        if (refusal && refusal.field !== 'app') this.problems = { [refusal.field]: refusal.problem };
        else this.error = refusal?.problem ?? errorMessage(error);
      });
    } finally {
      runInAction(() => (this.importing = false));
    }
  }

  private request(): RequestOf<typeof importFromReviewApp> {
    const value = (field: ReviewAppCredentialField) => (this.credentials[field] ?? '').trim();
    return this.app === 'judgeme'
      ? { app: 'judgeme', shop_domain: value('shop_domain'), api_token: value('api_token'), publish: this.publish }
      : { app: 'okendo', store_id: value('store_id'), api_key: value('api_key'), publish: this.publish };
  }
}
