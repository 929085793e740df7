// Writes the embedded database's starting point: an empty PGlite cluster with every migration
// applied, as a dump under DATA_DIR. The first `npm start` opens a copy of it instead of running
// initdb (several seconds of CPU); later migrations still apply on top at start. Run by `npm ci`
// (scripts/prepare.mjs); skipped when the database already exists or the dump is current.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { isNewPgliteDatabase, migratedPgliteDump } from '../server/infrastructure/db/database';
import { loadServerConfig } from '../server/infrastructure/config/server-config';

/** The configuration `npm start` will use; an incomplete one is npm start's to report, not npm ci's. */
function configuredDatabase() {
  try {
    return loadServerConfig().database;
  } catch {
    return null;
  }
}

const location = configuredDatabase();
if (location?.kind === 'pglite' && location.startingPointFile && isNewPgliteDatabase(location.dataDir)) {
  const file = location.startingPointFile;
  const pgliteVersion = (JSON.parse(readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8')) as { version: string }).version;
  const versionFile = `${file}.pglite-version`;
  if (existsSync(file) && existsSync(versionFile) && readFileSync(versionFile, 'utf8') === pgliteVersion) {
    console.log('The embedded database starting point is ready.');
  } else {
    console.log('Preparing the embedded database (initdb and migrations, once; a few seconds)…');
    const dump = await migratedPgliteDump();
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
    writeFileSync(versionFile, pgliteVersion);
  }
}
