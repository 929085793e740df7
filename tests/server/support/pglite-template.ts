import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER, migratedPgliteDump } from '../../../server/infrastructure/db/database';

/**
 * A fresh PGlite database runs initdb inside WebAssembly: several seconds of CPU for each test file,
 * and on a loaded 2-core machine the better part of a minute. The tests open copies of one migrated
 * empty database instead, built once per set of migrations and PGlite version and kept in the temp
 * folder across runs.
 */
let template: Promise<Blob> | null = null;

function filesUnder(folder: string): string[] {
  return readdirSync(folder)
    .sort()
    .flatMap((name) => {
      const path = join(folder, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

function templatePath(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json')));
  for (const file of filesUnder(MIGRATIONS_FOLDER)) hash.update(file.slice(MIGRATIONS_FOLDER.length)).update(readFileSync(file));
  return join(tmpdir(), `starling-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
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
