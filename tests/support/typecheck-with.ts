import { dirname, resolve } from 'node:path';
import ts from 'typescript';

export interface TypeCheckError {
  readonly file: string;
  readonly message: string;
}

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * Type-checks `entries` (paths from the repository root) under one of the project's tsconfigs,
 * with the text of `replaced.file` swapped for `replaced.text`: what `tsc` would say after that
 * edit, without touching the file on disk. Returns every error, files relative to the root.
 */
export function typeErrorsWith(tsconfig: string, entries: readonly string[], replaced?: { readonly file: string; readonly text: string }): TypeCheckError[] {
  const configPath = resolve(ROOT, tsconfig);
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!parsed) throw new Error(`cannot read ${tsconfig}`);
  const host = ts.createCompilerHost(parsed.options, true);
  const replacedPath = replaced ? resolve(ROOT, replaced.file) : null;
  const readSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) =>
    replaced && resolve(fileName) === replacedPath
      ? ts.createSourceFile(fileName, replaced.text, languageVersion, true)
      : readSourceFile(fileName, languageVersion, onError, shouldCreate);
  const program = ts.createProgram({ rootNames: entries.map((entry) => resolve(ROOT, entry)), options: parsed.options, host });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => ({
    file: diagnostic.file ? diagnostic.file.fileName.slice(ROOT.length + 1) : dirname(tsconfig),
    message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
  }));
}
