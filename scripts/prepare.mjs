// `npm ci` runs this (npm's prepare step): the slow parts of a first start, done once at install,
// so that the first `npm start` only opens the database and seeds the demo store.
import { buildAdminIfStale, runOrExit } from './admin-build.mjs';

buildAdminIfStale();
runOrExit('npx', ['tsx', 'scripts/prepare-database.ts']);
