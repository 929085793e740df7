// `npm test`: the whole suite, phase by phase, and each phase's time at the end.
//
// The static checks run side by side (each is one process on one core); the unit suite, the build
// and the end-to-end suite each use every core, so they run one after the other. The first phase
// that fails stops the run; the times so far are printed either way.
import { spawn } from 'node:child_process';

const PHASES = [
  // The typecheck and the layer rules both read the oracle's package, side by side: install it first.
  { name: "Shopify's library for the signature oracle (tests/shopify-oracle)", steps: [['node', 'scripts/install-shopify-oracle.mjs']] },
  {
    name: 'static checks (typecheck, lint, layers)',
    steps: [
      ['npm', 'run', '--silent', 'typecheck'],
      ['npm', 'run', '--silent', 'lint'],
      ['npm', 'run', '--silent', 'lint:layers'],
    ],
  },
  { name: 'unit and server suite (Vitest, PGlite and PostgreSQL)', steps: [['npm', 'run', '--silent', 'test:unit']] },
  // `npm ci` built the admin already on a clean clone; a source changed since rebuilds it.
  { name: 'admin build', steps: [['node', 'scripts/admin-build.mjs']] },
  { name: 'end-to-end suite (Playwright)', steps: [['npx', 'playwright', 'test']] },
];

/** Runs a step; with `quiet`, its output is kept and shown only if it fails (side-by-side steps would interleave). */
function run(command, { quiet }) {
  return new Promise((resolve) => {
    const [program, ...args] = command;
    const child = spawn(program, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (quiet && code !== 0) process.stdout.write(output);
      resolve({ command: command.join(' '), code: code ?? 1 });
    });
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const times = [];
let failed = null;
const started = Date.now();
for (const phase of PHASES) {
  console.log(`\n▶ ${phase.name}`);
  const phaseStarted = Date.now();
  const results = await Promise.all(phase.steps.map((step) => run(step, { quiet: phase.steps.length > 1 })));
  times.push({ name: phase.name, ms: Date.now() - phaseStarted });
  failed = results.find((result) => result.code !== 0) ?? null;
  if (failed) break;
}

console.log('\nPhase times');
for (const { name, ms } of times) console.log(`  ${seconds(ms).padStart(7)}  ${name}`);
console.log(`  ${seconds(Date.now() - started).padStart(7)}  in all`);
if (failed) {
  console.error(`\nFailed: ${failed.command} (exit ${failed.code})`);
  process.exit(failed.code);
}
