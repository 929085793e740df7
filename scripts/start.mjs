// `npm start`: build the admin, the storefront scripts and the server's bundle when their sources
// are newer than the last build (a clean clone's `npm ci` built them already), then start the
// server, which applies migrations, seeds the demo store on first run and serves admin, API and
// the demo storefront.
import { buildAdminIfStale, buildServerIfStale, runOrExit } from './admin-build.mjs';
import { serverNodeOptions } from './server-node-options.mjs';

buildAdminIfStale();
buildServerIfStale();
runOrExit('node', ['--enable-source-maps', 'dist-server/main.mjs'], { ...process.env, NODE_OPTIONS: serverNodeOptions() });
