import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type TypeCheckError, typeErrorsWith } from '../support/typecheck-with';

/**
 * The promise of src/contracts: a field renamed in a contract's answer fails the typecheck of
 * the server that produces it and of the admin that reads it, before any test runs.
 */
const CONTRACT = 'src/contracts/app-config.contract.ts';
const FIELD = 'demo_shop';
const SERVER_FILES = ['server/infrastructure/http/routes/app-config.routes.ts'];
const ADMIN_FILES: string[] = [];

const original = readFileSync(resolve(import.meta.dirname, '../..', CONTRACT), 'utf8');
const renamed = original.replace(`readonly ${FIELD}:`, `readonly ${FIELD}_renamed:`);

const errorsIn = (errors: TypeCheckError[], files: readonly string[]) => errors.filter((error) => files.includes(error.file));

describe(`renaming ${FIELD} in ${CONTRACT}`, () => {
  it('is a real edit of the contract', () => {
    expect(renamed).not.toBe(original);
  });

  it('fails the server typecheck where the answer is built, and nothing fails before the edit', { timeout: 120_000 }, () => {
    expect(typeErrorsWith('server/tsconfig.json', SERVER_FILES)).toEqual([]);
    const errors = errorsIn(typeErrorsWith('server/tsconfig.json', SERVER_FILES, { file: CONTRACT, text: renamed }), SERVER_FILES);
    expect(errors.map((error) => error.message).join('\n')).toContain(FIELD);
  });

  it.skipIf(ADMIN_FILES.length === 0)('fails the admin typecheck where the answer is read', { timeout: 120_000 }, () => {
    expect(typeErrorsWith('tsconfig.app.json', ADMIN_FILES)).toEqual([]);
    const errors = errorsIn(typeErrorsWith('tsconfig.app.json', ADMIN_FILES, { file: CONTRACT, text: renamed }), ADMIN_FILES);
    expect(errors.map((error) => error.message).join('\n')).toContain(FIELD);
  });
});
