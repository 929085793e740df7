import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import { BackgroundRounds } from '../../application/shared/background-rounds';
import { type AppDatabase } from './database';
import { rowsOf } from './raw-rows';
import { handBackLeases } from './release-ended-process-leases';
import { serverProcesses } from './schema';

export interface ProcessHeartbeatTiming {
  /** How often a process says it is alive. */
  readonly beatEveryMs: number;
  /** A process not heard from for this long has stopped: its leases are handed back. */
  readonly stoppedAfterMs: number;
}

export const DEFAULT_PROCESS_HEARTBEAT_TIMING: ProcessHeartbeatTiming = { beatEveryMs: 5_000, stoppedAfterMs: 30_000 };

/** A new process's id: this host, this process, and a random tail (a restarted container may reuse its pid). */
export function newProcessId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

/** What one beat found: the processes found stopped and the leases of theirs it handed back. */
export interface HeartbeatRound {
  readonly stoppedProcesses: readonly string[];
  readonly releasedLeases: number;
}

/**
 * Each server process on PostgreSQL writes its row of `server_processes` every few seconds; a
 * process whose row has not been written for `stoppedAfterMs` has ended (a crash, a kill -9, a lost
 * machine), and the next live process's beat hands its work leases back to the queues at once,
 * instead of each lease running its full length (docs/decisions/0084-process-heartbeats.md).
 *
 * A process judges the others only after it has itself beaten without a gap for a whole
 * `stoppedAfterMs`: after PostgreSQL was unreachable, or this process stood still, the others had
 * no chance to beat either, and must get that window before anyone calls them stopped.
 */
export class ProcessHeartbeat {
  private readonly rounds: BackgroundRounds;
  /** When this process's unbroken run of beats began (monotonic ms), or null before its first beat. */
  private beatingSince: number | null = null;
  private lastBeat: number | null = null;

  constructor(
    private readonly db: AppDatabase,
    /** This process's id: its workers' lease owners begin with it and a colon. */
    readonly processId: string,
    private readonly onRound: (round: HeartbeatRound) => void,
    reportFailure: (error: unknown) => void,
    private readonly timing: ProcessHeartbeatTiming = DEFAULT_PROCESS_HEARTBEAT_TIMING,
    private readonly monotonicMs: () => number = () => performance.now(),
  ) {
    this.rounds = new BackgroundRounds(() => this.beat(), reportFailure, timing.beatEveryMs);
  }

  start(): void {
    this.rounds.start();
  }

  /** Stops beating and removes this process's row: a stopped process's workers have handed their leases back themselves. */
  async stop(): Promise<void> {
    await this.rounds.stop();
    await this.db.delete(serverProcesses).where(eq(serverProcesses.id, this.processId));
  }

  /** One beat: this process's row written with the database's clock, then, once entitled to, the stopped processes' leases handed back. */
  async beat(): Promise<HeartbeatRound> {
    const before = this.monotonicMs();
    try {
      await this.db
        .insert(serverProcesses)
        .values({ id: this.processId })
        .onConflictDoUpdate({ target: serverProcesses.id, set: { seenAt: sql`now()` } });
    } catch (error) {
      this.beatingSince = null;
      throw error;
    }
    const at = this.monotonicMs();
    const unbroken = this.lastBeat !== null && before - this.lastBeat <= this.timing.beatEveryMs * 2;
    if (!unbroken || this.beatingSince === null) this.beatingSince = at;
    this.lastBeat = at;
    if (at - this.beatingSince < this.timing.stoppedAfterMs) return { stoppedProcesses: [], releasedLeases: 0 };
    const round = await this.releaseStoppedProcesses();
    if (round.stoppedProcesses.length > 0) this.onRound(round);
    return round;
  }

  /**
   * In one transaction: the stopped processes' rows are locked (a second live process beating at
   * the same moment skips them), every leased row of theirs is handed back, and their rows are
   * removed. Nothing but one short read when no process has stopped.
   */
  private releaseStoppedProcesses(): Promise<HeartbeatRound> {
    return this.db.transaction(async (tx) => {
      const stopped = await rowsOf<{ id: string }>(
        tx.execute(sql`select id from ${serverProcesses} where seen_at < now() - ${`${this.timing.stoppedAfterMs} milliseconds`}::interval for update skip locked`),
      );
      let releasedLeases = 0;
      for (const { id } of stopped) {
        releasedLeases += await handBackLeases(tx, id);
        await tx.delete(serverProcesses).where(eq(serverProcesses.id, id));
      }
      return { stoppedProcesses: stopped.map((row) => row.id), releasedLeases };
    });
  }
}
