import { type ChunkDone } from '../../../server/application/bulk-jobs/bulk-job-runner';

/**
 * The seam after each chunk of a bulk job (the composition's `bulkAfterChunk`): holds the job
 * after the chunk a test names until it lets go (or never, as a process that died), or fails it
 * there, as a crash or a fault would.
 */
export function bulkJobChunkSeam() {
  let holdAt: { chunk: number; reached: (done: ChunkDone) => void; release: Promise<void> } | null = null;
  let failAt: number | null = null;
  return {
    afterChunk: async (done: ChunkDone) => {
      if (done.chunk === failAt) {
        failAt = null;
        throw new Error('injected failure after a chunk');
      }
      if (holdAt && done.chunk === holdAt.chunk) {
        const { reached, release } = holdAt;
        holdAt = null;
        reached(done);
        await release;
      }
    },
    /** Holds the next job after `chunk`; resolves when it is held there, with a function that lets it go. */
    holdAfter(chunk: number): Promise<{ done: ChunkDone; release: () => void }> {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      return new Promise((resolve) => {
        holdAt = { chunk, reached: (done) => resolve({ done, release }), release: released };
      });
    },
    failAfter(chunk: number) {
      failAt = chunk;
    },
  };
}
