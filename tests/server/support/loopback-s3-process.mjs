// s3rver for the tests, on loopback, in a process of its own: s3rver signs its list continuation
// tokens with DES, which Node's OpenSSL 3 only offers under --openssl-legacy-provider, a flag the
// test workers themselves should not run with. Argument: the bucket to create. Sends { port }.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import S3rver from 's3rver';

const directory = mkdtempSync(join(tmpdir(), 'starling-test-s3-'));
const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: process.argv[2], configs: [] }] });
const { port } = await server.run();

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.close().catch(() => undefined);
  rmSync(directory, { recursive: true, force: true });
  process.exit(0);
}
// The test process ending, however it ends, ends this one.
process.on('disconnect', () => void stop());
process.on('message', (message) => {
  if (message === 'stop') void stop();
});
process.send?.({ port });
