// The CPU time processes spent, read from /proc (Linux), so a bench can say what one request costs
// each part of the stack: the server processes, and PostgreSQL's backends of the bench's database.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle } from '../server/infrastructure/db/database';
import { rowsOf } from '../server/infrastructure/db/raw-rows';

/** Linux reports utime and stime in clock ticks of 1/100 s (USER_HZ) on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

/** User plus system CPU seconds of `pid` so far; null when it has ended or /proc cannot be read. */
export function cpuSecondsOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name, in parentheses, may hold spaces: the fields after it are counted from its end.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** The process ids of PostgreSQL's backends connected to the handle's database (the servers' pools, the bench's own). */
export async function postgresBackendPids(database: DatabaseHandle): Promise<number[]> {
  const rows = await rowsOf<{ pid: number | string }>(database.db.execute(sql`select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`));
  return rows.map((row) => Number(row.pid));
}

/** CPU seconds per process at one moment, to subtract from a later reading. */
export type CpuReading = ReadonlyMap<number, number>;

export function readCpu(pids: readonly number[]): CpuReading {
  const reading = new Map<number, number>();
  for (const pid of pids) {
    const seconds = cpuSecondsOf(pid);
    if (seconds !== null) reading.set(pid, seconds);
  }
  return reading;
}

/** CPU seconds spent between two readings; a process first seen in the later one counts all it spent (it began in between). */
export function cpuSpent(before: CpuReading, after: CpuReading): number {
  let spent = 0;
  for (const [pid, seconds] of after) spent += seconds - (before.get(pid) ?? 0);
  return spent;
}
