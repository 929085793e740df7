import { type Transactions } from '../../application/shared/transactions.port';
import { type AppDatabase } from './database';

/** Runs work in one Drizzle transaction, with repositories built on that transaction by `bind`. */
export class DrizzleTransactions<Repositories> implements Transactions<Repositories> {
  constructor(
    private readonly db: AppDatabase,
    private readonly bind: (tx: AppDatabase) => Repositories,
  ) {}

  run<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(this.bind(tx)));
  }
}
