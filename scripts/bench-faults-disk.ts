// `npm run bench:faults -- --disk`: the disk the embedded database (PGlite) and the local storage
// live on fills up (docs/decisions/0080-faults-that-lose-nothing.md). DATA_DIR is a small tmpfs this
// script mounts (it needs root; without, the phase is skipped with the reason). The built server
// starts on it; a filler file takes the last byte; then an upload and review saves must be refused
// with 507 and the storage-full envelope, reads must still answer, no partial upload may stay on
// disk; once the filler is gone the same writes succeed, and after a restart the data is intact.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readdirSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uploadAddress } from '../src/contracts/upload-address';
import { DEMO_SHOP_DOMAIN } from '../src/domain/shop/shop-domain';
import { envelopeData, freeLoopbackPort, LOOPBACK, spawnServer, stopServer, waitUntilHealthy } from './bench-support';

const TMPFS_MB = 160;
const READY_TIMEOUT_MS = 300_000;
/** Saves tried while the disk is full before the phase says none was refused (a small one may fit a page already allocated). */
const MAX_SAVES_WHILE_FULL = 100;
const APP_TOKEN_SECRET = 'bench-faults-app-token-secret-of-32-characters-or-more';
/** A PNG signature and some bytes: the upload's type check reads the first bytes only. */
const PNG_BYTES = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(256 * 1024, 7)]);

export interface DiskLine {
  readonly fault: string;
  readonly checked: string;
  readonly figures: string;
  readonly ok: boolean;
}

interface Answer {
  readonly status: number;
  readonly code: number | null;
  readonly message: string;
}

async function answerOf(response: Response): Promise<Answer> {
  const body = (await response.json().catch(() => null)) as { code?: number; message?: string } | null;
  return { status: response.status, code: body?.code ?? null, message: body?.message ?? '' };
}

const describe = (answer: Answer) => `${answer.status} ${answer.code ?? '-'} "${answer.message.slice(0, 90)}"`;

class DiskServer {
  private token = '';
  private constructor(
    readonly child: ChildProcess,
    readonly origin: string,
  ) {}

  static async start(dataDir: string, running: Set<ChildProcess>): Promise<DiskServer> {
    const port = await freeLoopbackPort();
    const child = spawnServer({ APP_TOKEN_SECRET, DATA_DIR: dataDir, LOG_LEVEL: 'fatal' }, port, { entry: 'bundle' });
    running.add(child);
    child.once('exit', () => running.delete(child));
    const server = new DiskServer(child, `http://${LOOPBACK}:${port}`);
    await waitUntilHealthy(server.origin, child, READY_TIMEOUT_MS);
    const login = await envelopeData<{ shop_info?: { token: string } }>(
      await fetch(`${server.origin}/api/v1/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ shop: DEMO_SHOP_DOMAIN }) }),
      'login',
    );
    server.token = login.shop_info?.token ?? '';
    return server;
  }

  private get headers(): Record<string, string> {
    return { Authorization: `Bearer ${this.token}`, 'X-Requested-With': 'XMLHttpRequest' };
  }

  async get(path: string): Promise<Answer & { data: Record<string, unknown> | null }> {
    const response = await fetch(`${this.origin}${path}`, { headers: this.headers });
    const body = (await response.json().catch(() => null)) as { code?: number; message?: string; data?: Record<string, unknown> } | null;
    return { status: response.status, code: body?.code ?? null, message: body?.message ?? '', data: body?.data ?? null };
  }

  async post(path: string, body: unknown): Promise<Answer> {
    return answerOf(await fetch(`${this.origin}${path}`, { method: 'POST', headers: { ...this.headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) }));
  }

  /** The admin's form upload: a policy, then the file posted with it. */
  async upload(): Promise<Answer> {
    const policy = (await this.get('/api/v1/admin/get_policy_token')).data as { accessid: string; policy: string; signature: string; dir: string; success_action_status: string; callback: string };
    const form = new FormData();
    const fields = {
      key: `${policy.dir}Disk${String(Date.now() % 1_000_000).padStart(6, '0')}.png`,
      policy: policy.policy,
      OSSAccessKeyId: policy.accessid,
      signature: policy.signature,
      success_action_status: policy.success_action_status,
      callback: policy.callback,
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(PNG_BYTES)], { type: 'image/png' }), 'photo.png');
    return answerOf(await fetch(`${this.origin}${uploadAddress('/upload', policy)}`, { method: 'POST', body: form }));
  }
}

/** Writes zeros until the disk refuses one more byte. */
function fill(path: string): number {
  const fd = openSync(path, 'w');
  let written = 0;
  try {
    for (const size of [1 << 20, 4096, 1]) {
      const block = Buffer.alloc(size);
      try {
        for (;;) written += writeSync(fd, block);
      } catch {
        // Full at this block size: the next, smaller, takes what is left.
      }
    }
  } finally {
    closeSync(fd);
  }
  return written;
}

const filesIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();

const isStorageFull = (answer: Answer) => answer.status === 507 && answer.code === 50700 && /disk is full/.test(answer.message);

export async function diskFullPhase(running: Set<ChildProcess>): Promise<DiskLine[] | string> {
  const mountPoint = mkdtempSync(join(tmpdir(), 'starling-bench-disk-'));
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${TMPFS_MB}m`, 'tmpfs', mountPoint], { encoding: 'utf8' });
  if (mounted.status !== 0) {
    rmSync(mountPoint, { recursive: true, force: true });
    return `mount -t tmpfs failed (${(mounted.stderr || mounted.error?.message || `exit ${mounted.status}`).trim()}); the disk-full phase needs root`;
  }
  const lines: DiskLine[] = [];
  let server: DiskServer | null = null;
  try {
    const dataDir = join(mountPoint, 'data');
    server = await DiskServer.start(dataDir, running);
    const page = await server.get('/api/v1/admin/get_reviews?page=1&page_size=10');
    const reviewsBefore = Number(page.data?.total ?? 0);
    const reviewId = ((page.data?.list as { id: number }[] | undefined) ?? [])[0]?.id ?? 0;
    const uploadsDir = join(dataDir, 'uploads');
    const uploadsBefore = filesIn(uploadsDir).length;

    const filler = join(mountPoint, 'filler');
    const filled = fill(filler);
    const uploadWhileFull = await server.upload();
    const partialUploads = filesIn(uploadsDir).length - uploadsBefore;
    let saveWhileFull: Answer = { status: 0, code: null, message: '' };
    let savesAccepted = 0;
    for (let attempt = 0; attempt < MAX_SAVES_WHILE_FULL; attempt += 1) {
      saveWhileFull = await server.post('/api/v1/admin/reply_review', { id: reviewId, body: `Reply ${attempt} while the disk is full. ${'x'.repeat(1500)}`, published: true });
      if (saveWhileFull.status !== 200) break;
      savesAccepted += 1;
    }
    const listWhileFull = await server.get('/api/v1/admin/get_reviews?page=1&page_size=10');
    const health = await fetch(`${server.origin}/healthz`).then((response) => response.status);
    lines.push({
      fault: `disk full (tmpfs ${TMPFS_MB} MB holding the PGlite data folder and the uploads; ${(filled / 1024 / 1024).toFixed(1)} MB of filler took the rest)`,
      checked: 'an upload and a review save are refused with 507 and the storage-full envelope; no partial upload on disk; reads answer',
      figures: `upload: ${describe(uploadWhileFull)}; partial upload files ${partialUploads}; reply saves accepted before the refusal ${savesAccepted}, then ${describe(saveWhileFull)}; get_reviews ${listWhileFull.status} (${Number(listWhileFull.data?.total ?? -1)} reviews), /healthz ${health}`,
      ok: isStorageFull(uploadWhileFull) && partialUploads === 0 && isStorageFull(saveWhileFull) && listWhileFull.status === 200 && listWhileFull.data?.total === reviewsBefore && health === 200,
    });

    rmSync(filler);
    const uploadAfter = await server.upload();
    const lastBody = 'Reply saved once the disk had room again.';
    const saveAfter = await server.post('/api/v1/admin/reply_review', { id: reviewId, body: lastBody, published: true });
    await stopServer(server.child);
    server = await DiskServer.start(dataDir, running);
    const after = await server.get('/api/v1/admin/get_reviews?page=1&page_size=10');
    const review = await server.get(`/api/v1/admin/get_review?id=${reviewId}`);
    const reply = JSON.stringify(review.data ?? {});
    lines.push({
      fault: 'disk space freed (filler removed), then the server restarted on the same folder',
      checked: 'the same writes succeed; after a restart the database opens, the review count is unchanged and the reply is the last one saved',
      figures: `upload ${uploadAfter.status}, reply ${saveAfter.status}; after restart: reviews ${Number(after.data?.total ?? -1)} (before ${reviewsBefore}), last reply kept ${reply.includes(lastBody)}`,
      ok: uploadAfter.status === 200 && saveAfter.status === 200 && after.status === 200 && after.data?.total === reviewsBefore && reply.includes(lastBody),
    });
  } finally {
    if (server) await stopServer(server.child);
    const unmounted = spawnSync('umount', [mountPoint], { encoding: 'utf8' });
    if (unmounted.status !== 0) console.error(`umount ${mountPoint} failed: ${unmounted.stderr.trim()}`);
    else rmSync(mountPoint, { recursive: true, force: true });
  }
  return lines;
}
