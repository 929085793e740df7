/**
 * `node scripts/make-demo-review-videos.mjs`: records the demo store's two review videos
 * (server/infrastructure/db/seed/assets/demo-review-video-*.webm) in Chromium: a canvas animation
 * through MediaRecorder, VP8 in WebM, a few seconds and a few dozen kilobytes. The seed ships the
 * files it made, so nothing of the demo store comes from another host; run it again only to
 * change the clips.
 */
// Plain JavaScript: the recording function runs in the page as written (a TypeScript runner would add helpers the page lacks).
/* global document, MediaRecorder, requestAnimationFrame -- the function given to page.evaluate runs in Chromium */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const ASSETS_DIR = join(import.meta.dirname, '../server/infrastructure/db/seed/assets');
const CLIPS = [
  { file: 'demo-review-video-1.webm', hue: 18 },
  { file: 'demo-review-video-2.webm', hue: 168 },
];

/** PLAYWRIGHT_CHROMIUM_PATH, else Debian's chromium, else Playwright's own (as the e2e suite picks it). */
function chromiumPath() {
  const candidates = [process.env.PLAYWRIGHT_CHROMIUM_PATH, '/usr/bin/chromium'];
  return candidates.find((path) => path && existsSync(path));
}

async function main() {
  const executablePath = chromiumPath();
  const browser = await chromium.launch(executablePath ? { executablePath } : {});
  try {
    const page = await browser.newPage();
    for (const clip of CLIPS) {
      const base64 = await page.evaluate(async (hue) => {
        const size = 320;
        const seconds = 3;
        const canvas = document.createElement('canvas');
        canvas.width = size;
        canvas.height = size;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d canvas');
        const draw = (t) => {
          const sky = context.createLinearGradient(0, 0, 0, size);
          sky.addColorStop(0, `hsl(${hue + 30} 45% 93%)`);
          sky.addColorStop(1, `hsl(${hue + 10} 35% 84%)`);
          context.fillStyle = sky;
          context.fillRect(0, 0, size, size);
          context.fillStyle = `hsl(${hue + 20} 30% 62%)`;
          context.fillRect(0, size * 0.68, size, size * 0.32);
          // The product turns slowly on the table, as in a customer's clip.
          const turn = Math.sin(t * Math.PI * 0.7);
          const width = 70 + 18 * Math.abs(turn);
          context.fillStyle = 'rgba(0, 0, 0, 0.18)';
          context.beginPath();
          context.ellipse(size / 2 + 6, size * 0.76, width, 10, 0, 0, Math.PI * 2);
          context.fill();
          const body = context.createLinearGradient(size / 2 - width, 0, size / 2 + width, 0);
          body.addColorStop(0, `hsl(${hue} 50% 42%)`);
          body.addColorStop(0.3 + 0.2 * turn, `hsl(${hue} 55% 66%)`);
          body.addColorStop(1, `hsl(${hue} 50% 38%)`);
          context.fillStyle = body;
          context.beginPath();
          context.roundRect(size / 2 - width, size * 0.3, width * 2, size * 0.46, 18);
          context.fill();
          context.fillStyle = `hsl(${hue} 40% 30%)`;
          context.beginPath();
          context.roundRect(size / 2 - width * 0.6, size * 0.24, width * 1.2, size * 0.08, 8);
          context.fill();
        };
        draw(0);
        const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 180_000 });
        const chunks = [];
        recorder.ondataavailable = (event) => chunks.push(event.data);
        const stopped = new Promise((resolve) => {
          recorder.onstop = () => resolve();
        });
        recorder.start();
        const started = performance.now();
        await new Promise((resolve) => {
          const frame = () => {
            const t = (performance.now() - started) / 1000;
            draw(t);
            if (t < seconds) requestAnimationFrame(frame);
            else resolve();
          };
          requestAnimationFrame(frame);
        });
        recorder.stop();
        await stopped;
        const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
        let binary = '';
        for (const byte of bytes) binary += String.fromCharCode(byte);
        return btoa(binary);
      }, clip.hue);
      const bytes = Buffer.from(base64, 'base64');
      writeFileSync(join(ASSETS_DIR, clip.file), bytes);
      console.log(`${clip.file}: ${bytes.length} bytes`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
