import { type NpsAnswer, type NpsResponseRepository } from '../../application/nps/nps-response-repository.port';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type AppDatabase } from './database';
import { npsResponses } from './schema';

export class DrizzleNpsResponseRepository implements NpsResponseRepository {
  constructor(private readonly db: AppDatabase) {}

  async add(shop: AuthenticatedShop, answer: NpsAnswer): Promise<void> {
    await this.db.insert(npsResponses).values({ shopId: shop.id, score: answer.score, comment: answer.comment });
  }
}
