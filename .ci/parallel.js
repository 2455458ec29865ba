// Runs CI's steps (.ci/steps.js) at most SLOTS at a time, in their order, each once the steps it
// needs have passed (a step marked `alone` with none beside it). Every line a step prints is
// shown live, prefixed with the step's name, and kept whole in <log dir>/<name>.log; at the end
// a table gives each step's status and time.
// Exits 1 when a step failed (or was skipped because one it needs failed) and names them, also
// in <log dir>/failed for .ci/run's closing message.
//
// Usage: node .ci/parallel.js <log dir>
// CI_SLOTS=1 runs the steps one after the other, in the same order (to compare wall times);
// CI_STEPS=test,lint runs only those steps, and the steps they need (CI_STEPS=e2e builds the
// demo build first).
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ciSteps } from './steps.js';

const logDir = process.argv[2];
if (!logDir) {
  console.error('usage: node .ci/parallel.js <log dir>');
  process.exit(2);
}
const SLOTS = Math.max(1, Number(process.env.CI_SLOTS) || 2);
const TAIL_LINES = 40;
const only = process.env.CI_STEPS ? process.env.CI_STEPS.split(',').map((s) => s.trim()) : null;
const allSteps = ciSteps({ logDir });
/** The steps asked for and, transitively, the steps they need. */
function withNeeds(names) {
  const wanted = new Set(names);
  for (const name of wanted) {
    const step = allSteps.find((candidate) => candidate.name === name);
    if (!step) throw new Error(`CI_STEPS names ${name}, which is not a CI step`);
    for (const need of step.needs ?? []) wanted.add(need);
  }
  return wanted;
}
const wanted = only ? withNeeds(only) : null;
const steps = allSteps.filter((step) => !wanted || wanted.has(step.name));
const width = Math.max(...steps.map((step) => step.name.length));
const started = Date.now();
const seconds = (from, to = Date.now()) => Math.round((to - from) / 1000);
const fileName = (name) => `${name.replace(/[^\w.-]+/g, '-')}.log`;

for (const step of steps) {
  for (const need of step.needs ?? []) {
    if (!steps.some((other) => other.name === need)) {
      throw new Error(`${step.name} needs ${need}, which is not among the steps to run`);
    }
  }
  step.state = 'waiting';
}

function print(step, line) {
  process.stdout.write(`${step.name.padEnd(width)} | ${line}\n`);
}

function run(step) {
  step.state = 'running';
  step.start = Date.now();
  step.log = path.join(logDir, fileName(step.name));
  const log = createWriteStream(step.log);
  console.log(
    `${'>'.repeat(width)} | ${step.name} started at +${seconds(started)} s: ${step.command}`,
  );
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', step.command], {
      env: { ...process.env, ...step.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let open = 2;
    const done = (code) => {
      step.end = Date.now();
      step.code = code;
      step.state = code === 0 ? 'passed' : 'failed';
      const verdict = code === 0 ? 'passed' : `FAILED (exit code ${code})`;
      console.log(`${'<'.repeat(width)} | ${step.name} ${verdict} in ${seconds(step.start)} s`);
      // The log is whole on disk before the step counts as done (the closing tail reads it).
      log.end(resolve);
    };
    let exitCode = null;
    const maybeDone = () => {
      if (open === 0 && exitCode !== null) done(exitCode);
    };
    for (const stream of [child.stdout, child.stderr]) {
      const lines = createInterface({ input: stream, crlfDelay: Infinity });
      lines.on('line', (line) => {
        log.write(`${line}\n`);
        print(step, line);
      });
      lines.on('close', () => {
        open -= 1;
        maybeDone();
      });
    }
    child.on('error', (error) => {
      log.write(`${error.message}\n`);
      exitCode = 127;
      maybeDone();
    });
    child.on('close', (code, signal) => {
      exitCode = code ?? (signal ? 128 : 1);
      maybeDone();
    });
  });
}

/**
 * The next step to start: the first waiting one whose needs have all passed. A step marked
 * `alone` runs with no other beside it: it starts once nothing runs, no later step starts before
 * it, and none starts while it runs.
 */
function next() {
  if (steps.some((s) => s.state === 'running' && s.alone)) return null;
  for (const step of steps.filter((s) => s.state === 'waiting')) {
    const needs = (step.needs ?? []).map((name) => steps.find((s) => s.name === name));
    const blocked = needs.find((need) => need.state === 'failed' || need.state === 'skipped');
    if (blocked) {
      step.state = 'skipped';
      step.reason = `${blocked.name} did not pass`;
      console.log(`${'-'.repeat(width)} | ${step.name} skipped: ${step.reason}`);
      return next();
    }
    const ready = needs.every((need) => need.state === 'passed');
    if (step.alone) return ready && steps.every((s) => s.state !== 'running') ? step : null;
    if (ready) return step;
  }
  return null;
}

const running = new Set();
await new Promise((resolve) => {
  const fill = () => {
    while (running.size < SLOTS) {
      const step = next();
      if (!step) break;
      const job = run(step).then(() => {
        running.delete(job);
        fill();
      });
      running.add(job);
    }
    if (running.size === 0) resolve();
  };
  fill();
});

console.log(`\nSteps (${SLOTS} at a time; wall time ${seconds(started)} s):`);
for (const step of steps) {
  const time = step.start ? `${String(seconds(step.start, step.end)).padStart(4)} s` : '     -';
  const at = step.start ? `  from +${seconds(started, step.start)} s` : '';
  const why = step.state === 'skipped' ? `  (${step.reason})` : '';
  console.log(
    `  ${step.state.toUpperCase().padEnd(7)} ${step.name.padEnd(width)} ${time}${at}${why}`,
  );
}
const bad = steps.filter((step) => step.state !== 'passed');
if (bad.length > 0) {
  const names = bad.map((step) => `${step.name} (${step.state})`).join(', ');
  writeFileSync(path.join(logDir, 'failed'), `${names}\n`);
  // The end of each failed step's log again, whole lines without the prefix.
  for (const step of bad.filter((s) => s.state === 'failed')) {
    const tail = readFileSync(step.log, 'utf8').trimEnd().split('\n').slice(-TAIL_LINES);
    console.log(`\n---- ${step.name} failed (exit code ${step.code}); its last lines:`);
    console.log(tail.join('\n'));
  }
  console.log(`\nNot passed: ${names}`);
  process.exit(1);
}
