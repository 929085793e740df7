import { type TranslationValues } from '../../application/i18n/translations.port';

/** Says something about a list in a toast: `key` in the admin's words. */
export type ListNotifier = (key: string, values?: TranslationValues, error?: boolean) => void;

/** What a failure says, for the toast. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
