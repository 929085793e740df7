// `npm start`: build the admin and the storefront scripts when their sources are newer than the
// last build (a clean clone's `npm ci` built them already), then start the server, which applies
// migrations, seeds the demo store on first run and serves admin, API and the demo storefront.
import { buildAdminIfStale, runOrExit } from './admin-build.mjs';
import { serverNodeOptions } from './server-node-options.mjs';

buildAdminIfStale();
runOrExit('npx', ['tsx', 'server/main.ts'], { ...process.env, NODE_OPTIONS: serverNodeOptions() });
