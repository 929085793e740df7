// N server processes as `npm start` runs them (the esbuild bundle, scripts/build-server.mjs) on one
// database, behind a loopback balancer: a small Node http proxy, round robin over keep-alive
// connections (a request body is read whole first, so that one can be retried), that appends the client's address to X-Forwarded-For as a load balancer does (the
// servers run with TRUSTED_PROXY_HOPS=1). For the benches that need more than one process.
import { type ChildProcess, spawnSync } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { Agent, createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { freeLoopbackPort, LOOPBACK, spawnServer, stopServer, waitUntilHealthy } from './bench-support';

const READY_TIMEOUT_MS = 180_000;
/** A request the balancer cannot get an answer to within this time answers 504: nothing waits for ever. */
const UPSTREAM_TIMEOUT_MS = 90_000;
const SOCKETS_PER_SERVER = 128;

/** The resident set of a process (VmRSS), or its peak so far (VmHWM), in MB; 0 once it is gone. */
export function rssMb(child: ChildProcess, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

export interface Balancer {
  readonly origin: string;
  /** Answers the balancer gave itself: 502 (a server refused or dropped the connection), 504 (no answer in time). */
  readonly ownAnswers: Map<number, number>;
  close(): Promise<void>;
}

/** Round robin over `targets` (origins), keep-alive both ways; X-Forwarded-For gets the client's socket address. */
export async function startBalancer(targets: readonly string[]): Promise<Balancer> {
  const upstreams = targets.map((origin) => ({ url: new URL(origin), agent: new Agent({ keepAlive: true, maxSockets: SOCKETS_PER_SERVER }) }));
  const ownAnswers = new Map<number, number>();
  let next = 0;
  const answerItself = (response: ServerResponse, status: number) => {
    ownAnswers.set(status, (ownAnswers.get(status) ?? 0) + 1);
    if (response.headersSent) response.destroy();
    else response.writeHead(status, { 'Content-Type': 'text/plain' }).end(status === 504 ? 'upstream timed out' : 'upstream unreachable');
  };
  /**
   * Forwards to the next server; a keep-alive connection the server closed just as it was reused
   * (its 5 s idle timeout) is retried once on the next one, as HAProxy's retry-on conn-failure does:
   * the request never reached a server.
   */
  const forward = (incoming: IncomingMessage, body: Buffer, response: ServerResponse, retry: boolean) => {
    const upstream = upstreams[next++ % upstreams.length]!;
    const forwarded = incoming.headers['x-forwarded-for'];
    const headers = { ...incoming.headers, 'x-forwarded-for': forwarded ? `${String(forwarded)}, ${incoming.socket.remoteAddress ?? ''}` : (incoming.socket.remoteAddress ?? '') };
    let answered = false;
    const outgoing = request(
      { host: upstream.url.hostname, port: upstream.url.port, method: incoming.method, path: incoming.url, headers, agent: upstream.agent, timeout: UPSTREAM_TIMEOUT_MS },
      (answer) => {
        answered = true;
        if (response.headersSent) {
          answer.resume();
          return;
        }
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    outgoing.on('timeout', () => {
      answerItself(response, 504);
      outgoing.destroy();
    });
    let clientGone = false;
    outgoing.on('error', () => {
      if (clientGone || response.headersSent) return;
      if (retry && outgoing.reusedSocket && !answered) forward(incoming, body, response, false);
      else answerItself(response, 502);
    });
    // A client that gave up (its own timeout) gets nothing more: the server stops working for it too.
    response.on('close', () => {
      if (response.writableFinished) return;
      clientGone = true;
      outgoing.destroy();
    });
    outgoing.end(body);
  };
  const server: Server = createServer((incoming: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => forward(incoming, Buffer.concat(chunks), response, true));
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, LOOPBACK, resolve));
  return {
    origin: `http://${LOOPBACK}:${(server.address() as AddressInfo).port}`,
    ownAnswers,
    close: () =>
      new Promise<void>((resolve) => {
        for (const upstream of upstreams) upstream.agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly origin: string;
}

export interface ServerProcesses {
  readonly processes: readonly ServerProcess[];
  readonly balancer: Balancer;
  /** Each process's resident set now, in MB. */
  rss(): number[];
  stop(): Promise<void>;
}

/**
 * Starts `count` bundled servers with `env` (one after the other: the first migrates and seeds),
 * each registered in `running` for the bench's watchdog, their logs appended to `logFile`, and
 * the balancer in front of them. TRUSTED_PROXY_HOPS=1: the balancer is the one proxy of ours.
 */
export async function startServerProcesses(options: {
  readonly count: number;
  readonly env: Readonly<Record<string, string>>;
  readonly running: Set<ChildProcess>;
  readonly logFile: string;
}): Promise<ServerProcesses> {
  const log = openSync(options.logFile, 'a');
  const processes: ServerProcess[] = [];
  for (let index = 0; index < options.count; index += 1) {
    const port = await freeLoopbackPort();
    const child = spawnServer({ TRUSTED_PROXY_HOPS: '1', ...options.env }, port, { entry: 'bundle', output: log });
    options.running.add(child);
    child.once('exit', () => options.running.delete(child));
    const origin = `http://${LOOPBACK}:${port}`;
    await waitUntilHealthy(origin, child, READY_TIMEOUT_MS);
    processes.push({ child, origin });
  }
  const balancer = await startBalancer(processes.map((process) => process.origin));
  return {
    processes,
    balancer,
    rss: () => processes.map((process) => rssMb(process.child)),
    async stop() {
      await balancer.close();
      await Promise.all(processes.map((process) => stopServer(process.child)));
    },
  };
}

/** Bundles the server unless dist-server/main.mjs is newer than its sources (admin-build.mjs decides). */
export function ensureBuiltServer(): void {
  const built = spawnSync(process.execPath, ['--input-type=module', '-e', "import('./scripts/admin-build.mjs').then((m) => m.buildServerIfStale())"], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the server bundle could not be built (node scripts/build-server.mjs)');
}

/** SIGKILL, answered once the process is gone. */
export function killNow(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  const gone = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGKILL');
  return gone;
}
