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
 * as they are, then with the text of `replaced.file` swapped for `replaced.text`: what `tsc`
 * says before and after that edit, without touching the file on disk. The second program reuses
 * the first one's unchanged files. Error files are relative to the root.
 */
export function typeErrorsBeforeAndAfter(tsconfig: string, entries: readonly string[], replaced: ReplacedFile) {
  const parsed = ts.getParsedCommandLineOfConfigFile(resolve(ROOT, tsconfig), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!parsed) throw new Error(`cannot read ${tsconfig}`);
  const rootNames = entries.map((entry) => resolve(ROOT, entry));
  const before = ts.createProgram({ rootNames, options: parsed.options, host: ts.createCompilerHost(parsed.options, true) });

  const host = ts.createCompilerHost(parsed.options, true);
  const replacedPath = resolve(ROOT, replaced.file);
  const readSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) =>
    resolve(fileName) === replacedPath
      ? ts.createSourceFile(fileName, replaced.text, languageVersion, true)
      : readSourceFile(fileName, languageVersion, onError, shouldCreate);
  const after = ts.createProgram({ rootNames, options: parsed.options, host, oldProgram: before });
  return { before: errorsOf(before), after: errorsOf(after) };
}

function errorsOf(program: ts.Program): TypeCheckError[] {
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => ({
    file: diagnostic.file ? diagnostic.file.fileName.slice(ROOT.length + 1) : '',
    message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
  }));
}
