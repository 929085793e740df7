/**
 * Answers fetched once per key and kept for the life of the page, as the admin's caching rules ask
 * for the banner status and the storefront's languages and words (docs/product/api.md#how-the-admin-calls).
 * A failed fetch is not kept, so the next ask tries again; `keep` replaces an answer (a save's).
 */
export class KeptAnswers<Value> {
  private readonly answers = new Map<string, Promise<Value>>();

  get(key: string, fetch: () => Promise<Value>): Promise<Value> {
    const kept = this.answers.get(key);
    if (kept) return kept;
    const answer = fetch();
    this.answers.set(key, answer);
    answer.catch(() => {
      if (this.answers.get(key) === answer) this.answers.delete(key);
    });
    return answer;
  }

  keep(key: string, value: Value): void {
    this.answers.set(key, Promise.resolve(value));
  }
}
