import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AdminLanguage } from '../../src/domain/i18n/languages';

export interface LanguageGlossary {
  readonly voice: string;
  /** Patterns (Unicode regular expressions) no text of the language may contain: the other voice. */
  readonly avoid: readonly string[];
  /** Each product term's fixed name, as a pattern; null while the language still names it several ways. */
  readonly terms: Readonly<Record<string, string | null>>;
  /** Count-bearing texts ('namespace:key', '*' for all) that rightly read the same for 1 and for 2. */
  readonly samePluralForOne: readonly string[];
}

interface GlossaryFile {
  readonly neverShown: readonly string[];
  readonly languages: Record<AdminLanguage, LanguageGlossary>;
}

function readGlossaryFile(): GlossaryFile {
  return JSON.parse(readFileSync(join(import.meta.dirname, '../../docs/i18n/glossary.json'), 'utf8')) as GlossaryFile;
}

/** docs/i18n/glossary.json: the voice and the product terms of each admin language. */
export function readGlossary(): Readonly<Record<AdminLanguage, LanguageGlossary>> {
  return readGlossaryFile().languages;
}

/** Internal or vendor names that mean nothing to a merchant, so no text may show them. */
export function readNamesNeverShown(): readonly string[] {
  return readGlossaryFile().neverShown;
}
