/**
 * All or nothing. `run` hands `work` the repositories it names, bound to one database
 * transaction: when `work` resolves every write made through them lands; when it throws, none
 * does and the error goes on to the caller. Use-cases decide where a transaction starts and
 * ends; repositories never open one themselves.
 */
export interface Transactions<Repositories> {
  run<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}
