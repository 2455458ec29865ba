// `node bench/inp.js [--dist DIR] [--runs N]`: only the Schedule budget field's INP at 4x CPU
// (bench/lib/interaction.js), for a before/after of two builds made for the bench's API, run
// one after the other (`--no-build` reuses bench/out).
import { measureScheduleInp, summarizeInp } from './lib/interaction.js';
import { launch } from './lib/measure.js';
import { commandLine, originsFrom, prepareBuilds, signInAll, startServers } from './lib/setup.js';

const { option, builds: args } = commandLine();
const runs = Number(option('--runs')) || 5;
const base = Number(process.env.BENCH_PORT) || 4630;
const origins = originsFrom(base);
const need = { console: true, floor: false, demo: false };
const dirs = await prepareBuilds({ args, origins, need, log: () => {} });
const servers = await startServers({ dirs, origins, base, need });
const browser = await launch();
try {
  const sessions = await signInAll(origins.api);
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    samples.push(
      await measureScheduleInp(browser, { origin: origins.console, session: sessions.dsp }),
    );
  }
  const summary = summarizeInp(samples, 4);
  const durations = samples.map((s) => s.durations);
  console.log(JSON.stringify({ inp: summary.inp, runs: samples.map((s) => s.inp), durations }));
} finally {
  await browser.close();
  servers.close();
}
