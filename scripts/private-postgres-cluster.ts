// A PostgreSQL cluster of the bench's own on a loopback port, for a fault the machine's shared
// server must not suffer (a restart under load): initdb into a temporary folder, run as the
// postgres user, trust authentication on loopback only, removed at the end.
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freeLoopbackPort, LOOPBACK } from './bench-support';

const POSTGRES_BIN = process.env.BENCH_POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';
const POSTGRES_USER = 'postgres';
const PG_CTL_TIMEOUT_SECONDS = 60;

export interface PrivatePostgresCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  readonly url: string;
  readonly port: number;
  /** `pg_ctl restart`, done when the server accepts connections again: `fast` ends every session (57P01), `immediate` drops them as a crash would. */
  restart(mode: 'fast' | 'immediate'): Promise<void>;
  /** Stops the cluster and removes its folder. */
  destroy(): void;
}

function asPostgres(program: string, args: readonly string[]): void {
  const result = spawnSync('runuser', ['-u', POSTGRES_USER, '--', join(POSTGRES_BIN, program), ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${program} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
}

/** Needs root (to run as postgres) and PostgreSQL's binaries in BENCH_POSTGRES_BIN (Debian's 15 by default). */
export async function startPrivatePostgresCluster(): Promise<PrivatePostgresCluster> {
  const folder = mkdtempSync(join(tmpdir(), 'starling-bench-pg-'));
  const { uid, gid } = postgresIds();
  chownSync(folder, uid, gid);
  const dataDir = join(folder, 'data');
  const port = await freeLoopbackPort();
  asPostgres('initdb', ['-D', dataDir, '-U', POSTGRES_USER, '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const options = `-c listen_addresses=${LOOPBACK} -p ${port} -c unix_socket_directories=${folder} -c max_connections=200 -c fsync=off -c shared_buffers=128MB`;
  const ctl = (action: string, ...more: string[]) => asPostgres('pg_ctl', [action, '-D', dataDir, '-w', '-t', String(PG_CTL_TIMEOUT_SECONDS), ...more]);
  // With a log file: a server writing to pg_ctl's output would hold it open, and pg_ctl would never seem done.
  const log = join(folder, 'postgres.log');
  ctl('start', '-o', options, '-l', log);
  let running = true;
  return {
    url: `postgres://${POSTGRES_USER}@${LOOPBACK}:${port}/postgres`,
    port,
    // Without blocking: the bench keeps sending and measuring while the server is down.
    restart: async (mode) => {
      await promisify(execFile)('runuser', ['-u', POSTGRES_USER, '--', join(POSTGRES_BIN, 'pg_ctl'), 'restart', '-D', dataDir, '-w', '-t', String(PG_CTL_TIMEOUT_SECONDS), '-m', mode, '-o', options, '-l', log]);
    },
    destroy() {
      if (running) {
        running = false;
        try {
          ctl('stop', '-m', 'immediate');
        } catch {
          // Already stopped: the folder goes all the same.
        }
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

function postgresIds(): { uid: number; gid: number } {
  const id = (flag: string) => Number(spawnSync('id', [flag, POSTGRES_USER], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}
