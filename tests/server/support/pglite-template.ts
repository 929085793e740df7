import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migratedPgliteDump } from '../../../server/infrastructure/db/database';
import { migrationsFingerprint } from './migrations-fingerprint';

/**
 * A fresh PGlite database runs initdb inside WebAssembly: several seconds of CPU for each test file,
 * and on a loaded 2-core machine the better part of a minute. The tests open copies of one migrated
 * empty database instead, built once per set of migrations and PGlite version and kept in the temp
 * folder across runs.
 */
let template: Promise<Blob> | null = null;

function templatePath(): string {
  const pglite = readFileSync(join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json'), 'utf8');
  return join(tmpdir(), `starling-pglite-template-${migrationsFingerprint(pglite)}.tar`);
}

async function loadOrBuild(): Promise<Blob> {
  const path = templatePath();
  if (existsSync(path)) return new Blob([readFileSync(path)]);
  const dump = await migratedPgliteDump();
  // Another test process may be writing the same template: write aside, then rename (atomic).
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, path);
  return dump;
}

/** The migrated empty database to open test databases from. */
export function pgliteTemplate(): Promise<Blob> {
  template ??= loadOrBuild();
  return template;
}

/** Drops a template that failed to open (a half-written or foreign file); the next call builds it again. */
export function forgetPgliteTemplate(): void {
  template = null;
  rmSync(templatePath(), { force: true });
}
