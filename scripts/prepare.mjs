// `npm ci` runs this (npm's prepare step): the slow parts of a first start, done once at install,
// so that the first `npm start` only copies the prepared database, seeds the demo store and serves.
import { buildAdminIfStale, buildServerIfStale, runOrExit } from './admin-build.mjs';

buildAdminIfStale();
buildServerIfStale();
runOrExit('npx', ['tsx', 'scripts/prepare-database.ts']);
