import { resolve } from 'node:path';
import ts from 'typescript';

export interface TypeCheckError {
  readonly file: string;
  readonly message: string;
}

export interface ReplacedFile {
  readonly file: string;
  readonly text: string;
}

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * Type-checks `entries` (paths from the repository root) under one of the project's tsconfigs
 * as they are, then with the texts of `replaced` swapped in: what `tsc` says of the entries before
 * and after those edits, without touching the files on disk. The second program reuses the first
 * one's unchanged files. Error files are relative to the root.
 */
export function typeErrorsBeforeAndAfter(tsconfig: string, entries: readonly string[], replaced: readonly ReplacedFile[]) {
  const parsed = ts.getParsedCommandLineOfConfigFile(resolve(ROOT, tsconfig), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!parsed) throw new Error(`cannot read ${tsconfig}`);
  const rootNames = entries.map((entry) => resolve(ROOT, entry));
  const before = ts.createProgram({ rootNames, options: parsed.options, host: ts.createCompilerHost(parsed.options, true) });

  const host = ts.createCompilerHost(parsed.options, true);
  const replacedTexts = new Map(replaced.map(({ file, text }) => [resolve(ROOT, file), text]));
  const readSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const text = replacedTexts.get(resolve(fileName));
    return text === undefined ? readSourceFile(fileName, languageVersion, onError, shouldCreate) : ts.createSourceFile(fileName, text, languageVersion, true);
  };
  const after = ts.createProgram({ rootNames, options: parsed.options, host, oldProgram: before });
  return { before: errorsOf(before, rootNames), after: errorsOf(after, rootNames) };
}

/**
 * The errors in the entry files only: what the edit must break is there, and `npm run typecheck`
 * holds every other file. Checking the entries alone spares checking the whole program twice.
 */
function errorsOf(program: ts.Program, entries: readonly string[]): TypeCheckError[] {
  const files = entries.map((entry) => program.getSourceFile(entry)).filter((file) => file !== undefined);
  const diagnostics = files.flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]);
  return diagnostics.map((diagnostic) => ({
    file: diagnostic.file ? diagnostic.file.fileName.slice(ROOT.length + 1) : '',
    message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
  }));
}
