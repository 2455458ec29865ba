// Where the bench's builds go (bench/out), for bench/run.js and bench/scale.js alike.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
export const OUT = path.join(ROOT, 'bench/out');
export const DIRS = {
  console: path.join(OUT, 'console'),
  floor: path.join(OUT, 'floor'),
  mockApi: path.join(OUT, 'mock-api'),
  // The demo build (mock API in a service worker), for the lists and the explorer at demo-scale.
  demo: path.join(OUT, 'demo'),
};
