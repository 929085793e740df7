import { type ReviewAppId } from '../../../src/domain/import/import-apps';
import { type ImportJobView } from '../../../src/domain/import/import-views';
import { IMPORT_ORIGIN_NAMES, MAX_IMPORT_ROWS } from '../../../src/domain/import/imported-review';
import { invalidInput } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ReviewAppCredentials, type ReviewAppGateway } from './review-app-gateway.port';
import { type ReviewImportStarter } from './review-import-starter.port';

/** import_from_review_app's request: the app, whether to publish, and the app's credential fields (REVIEW_APP_CREDENTIALS). */
export interface ReviewAppImportRequest {
  readonly app: ReviewAppId;
  readonly publish: boolean;
  readonly [credential: string]: string | boolean;
}

/**
 * /collect/auth_import (docs/product/import-apps.md#other-apps): every review of the merchant's
 * account in another app becomes one import. The credentials serve this one read and are never stored.
 */
export class ImportFromReviewAppUseCase {
  constructor(
    private readonly gateways: readonly ReviewAppGateway[],
    private readonly starter: ReviewImportStarter,
  ) {}

  async execute(shop: AuthenticatedShop, request: ReviewAppImportRequest): Promise<ImportJobView> {
    const { app, publish, ...fields } = request;
    const credentials: ReviewAppCredentials = Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    const gateway = this.gateways.find((candidate) => candidate.app === app);
    if (!gateway) throw invalidInput('app', `${app} is not available`);
    const reviews = await gateway.reviews(credentials, MAX_IMPORT_ROWS);
    if (reviews.length === 0) throw invalidInput('app', `the ${IMPORT_ORIGIN_NAMES[app]} account has no reviews to import`);
    return this.starter.startFromDrafts(shop, {
      kind: 'other_app',
      origin: app,
      label: IMPORT_ORIGIN_NAMES[app],
      drafts: publish ? reviews : reviews.map((review) => ({ ...review, published: false })),
    });
  }
}
