import { inject, injectable } from 'inversify';
import { action, makeObservable, observable } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type SettingsFieldProblem, type SettingsForm } from '../../application/settings/settings-form';
import { SettingsFormFactory } from '../../application/settings/settings-form-factory';
import { TOKENS } from '../../application/tokens';
import { getReviewHandling, type ReviewHandlingAnswer, saveReviewHandling } from '../../contracts/collect-manage.contract';
import { HOLD_WORD_MAX_LENGTH, HOLD_WORDS_MAX, normalizeHoldWords, type ReviewHandlingSettings } from '../../domain/collect/review-handling';

const SAVED_KEYS = ['is_review_publish', 'email_review_publish', 'hold_words'] as const satisfies readonly (keyof ReviewHandlingSettings)[];

export function reviewHandlingProblems(values: ReviewHandlingAnswer): SettingsFieldProblem<ReviewHandlingAnswer>[] {
  const problems: SettingsFieldProblem<ReviewHandlingAnswer>[] = [];
  if (values.hold_words.length > HOLD_WORDS_MAX) problems.push({ key: 'hold_words', messageKey: 'collect-manage:handling.problems.tooManyWords' });
  return problems;
}

export type HoldWordProblem = 'tooLong' | 'tooMany' | 'duplicate' | null;

/**
 * /collect/managing_reviews: publishing per source and hold words (docs/product/collect-manage.md).
 * The new-review e-mail is set on /settings/notifications; this screen only links there.
 */
@injectable()
export class ManagingReviewsViewModel {
  readonly form: SettingsForm<ReviewHandlingAnswer>;
  /** The word being typed into the hold-words field. */
  wordDraft = '';
  wordProblem: HoldWordProblem = null;

  constructor(
    @inject(SettingsFormFactory) forms: SettingsFormFactory,
    @inject(TOKENS.ContractClient) client: ContractClient,
  ) {
    this.form = forms.create<ReviewHandlingAnswer>({
      load: () => client.call(getReviewHandling, {}),
      // auto_publish_min_rating is shown, not saved here.
      saveRequests: [
        {
          keys: SAVED_KEYS,
          send: ({ hold_words: words, ...rest }) =>
            client.call(saveReviewHandling, {
              ...rest,
              ...(words === undefined ? {} : { hold_words: [...words] }),
            }),
        },
      ],
      validate: reviewHandlingProblems,
    });
    makeObservable(this, { wordDraft: observable, wordProblem: observable, set: action, setWordDraft: action, addWords: action, removeWord: action });
  }

  set<Key extends (typeof SAVED_KEYS)[number]>(key: Key, value: ReviewHandlingAnswer[Key]): void {
    this.form.set(key, value);
  }

  /** Above 1, the write-review settings hold low ratings back: the screen says so and where to change it. */
  get holdsByRating(): boolean {
    return (this.form.values?.auto_publish_min_rating ?? 1) > 1;
  }

  setWordDraft(text: string): void {
    this.wordDraft = text;
    this.wordProblem = null;
  }

  /** Adds the typed words (commas separate several); a word already listed is not added twice. */
  addWords(): void {
    const current = this.form.values?.hold_words ?? [];
    const typed = normalizeHoldWords(this.wordDraft.split(','));
    if (typed.length === 0) return;
    if (typed.some((word) => word.length > HOLD_WORD_MAX_LENGTH)) {
      this.wordProblem = 'tooLong';
      return;
    }
    const next = normalizeHoldWords([...current, ...typed]);
    if (next.length === current.length) {
      this.wordProblem = 'duplicate';
      return;
    }
    if (next.length > HOLD_WORDS_MAX) {
      this.wordProblem = 'tooMany';
      return;
    }
    this.form.set('hold_words', next);
    this.wordDraft = '';
  }

  removeWord(word: string): void {
    this.form.set(
      'hold_words',
      (this.form.values?.hold_words ?? []).filter((candidate) => candidate !== word),
    );
  }

  dispose(): void {
    this.form.dispose();
  }
}
