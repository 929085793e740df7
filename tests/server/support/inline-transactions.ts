import { type Transactions } from '../../../server/application/shared/transactions.port';

/**
 * Runs the work at once on the given repositories, for use-case tests whose fakes keep no
 * transaction; `commit: false` fails as a database does when the commit itself fails.
 */
export function inlineTransactions<Repositories>(repositories: Repositories, options: { readonly commit: boolean } = { commit: true }): Transactions<Repositories> {
  return {
    async run(work) {
      const result = await work(repositories);
      if (!options.commit) throw new Error('could not serialize access');
      return result;
    },
  };
}
