import { Hono } from 'hono';
import { PUBLIC_API_BASE, PUBLIC_API_OPENAPI_PATH } from '../../src/contracts/public-api.constants';
import { ImportApiReviewsUseCase } from '../application/imports/import-api-reviews.use-case';
import { type ReviewImportStarter } from '../application/imports/review-import-starter.port';
import { GetQuestionUseCase } from '../application/questions/get-question.use-case';
import { ListQuestionsUseCase } from '../application/questions/list-questions.use-case';
import { type ReviewUseCasesBundle } from '../application/reviews/review-use-cases';
import { GetProductRatingsUseCase } from '../application/storefront/get-product-ratings.use-case';
import { DrizzleQuestionRepository } from '../infrastructure/db/drizzle-question-repository';
import { DrizzleStorefrontRepository } from '../infrastructure/db/drizzle-storefront-repository';
import { type AreaRoutes } from '../infrastructure/http/app';
import { type HttpEnv } from '../infrastructure/http/http-env';
import { DEFAULT_PUBLIC_API_LIMITS, publicApiKey, publicApiLimiters } from '../infrastructure/http/public-api/public-api-key';
import { publicApiOpenApiDocument } from '../infrastructure/http/public-api/public-api-openapi';
import { publicApiRoutes } from '../infrastructure/http/routes/public-api.routes';
import { type Platform } from './platform';

/**
 * The public REST API at /api/public/v1 (docs/api/public-api.md): its OpenAPI document without a
 * key, everything else for the shop whose reviews API key the request carries, through the
 * admin's own use-cases.
 */
export function composePublicApi(platform: Platform, reviews: ReviewUseCasesBundle, importStarter: ReviewImportStarter): AreaRoutes {
  const { options, db, shops, now } = platform;
  const limits = options.publicApiLimits ?? DEFAULT_PUBLIC_API_LIMITS;
  const questions = new DrizzleQuestionRepository(db);
  const routes = new Hono<HttpEnv>()
    .get(PUBLIC_API_OPENAPI_PATH.slice(PUBLIC_API_BASE.length), async (c) => c.json(await publicApiOpenApiDocument()))
    .use(publicApiKey(shops, publicApiLimiters(limits, platform.rateLimitStore)))
    .route(
      '/',
      publicApiRoutes({
        listReviews: reviews.listReviews,
        getReview: reviews.getReview,
        reviewActions: reviews.bulkActions,
        replyReview: reviews.replyReview,
        importReviews: new ImportApiReviewsUseCase(importStarter, now),
        listQuestions: new ListQuestionsUseCase(questions, shops, now),
        getQuestion: new GetQuestionUseCase(questions),
        productRatings: new GetProductRatingsUseCase(new DrizzleStorefrontRepository(db)),
      }),
    );
  return { public: [{ base: PUBLIC_API_BASE, routes }] };
}
