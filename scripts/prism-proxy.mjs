// An admin API not written here: Stoplight Prism serves api/openapi.yaml in dynamic mode (every
// reply generated from the schemas) and validates every request against it: a request that
// breaks the contract gets a 422, and every reply lists what its request broke in the
// `sl-violations` header. Prism serves the paths without the `/v1` of the servers entry, so this
// small proxy takes `/v1/...` and forwards it. GET /__prism/ready answers once Prism listens.
//
//   node scripts/prism-proxy.mjs [--port 4631]     (Prism itself on the next port)
//
// The console is pointed at this origin by playwright.prism.config.ts (deploy/serve-nginx.sh with
// MARQUEE_API_URL); test/prism/ reads the replies.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const PORT = Number(argument('port', 4631));
const PRISM_PORT = PORT + 1;

const prism = spawn(
  path.join(ROOT, 'node_modules/.bin/prism'),
  ['mock', '--dynamic', '--host', '127.0.0.1', '--port', String(PRISM_PORT), 'api/openapi.yaml'],
  { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
);
const stopPrism = () => prism.kill();
process.on('exit', stopPrism);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => process.exit(0));
}
prism.on('exit', (code) => {
  console.error(`prism exited (${code})`);
  process.exit(1);
});

const server = http.createServer((request, response) => {
  if (request.url === '/__prism/ready') {
    response.writeHead(204).end();
    return;
  }
  if (!request.url?.startsWith('/v1/')) {
    response.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end();
    return;
  }
  // Hop-by-hop headers stay on this hop; each forward has a connection of its own (agent: false),
  // so no idle kept-alive socket to Prism can be closed under a request.
  const { connection: _hop, 'keep-alive': _alive, ...sent } = request.headers;
  const headers = { ...sent, host: `127.0.0.1:${PRISM_PORT}` };
  const options = { host: '127.0.0.1', port: PRISM_PORT, method: request.method, headers };
  const forward = http.request(
    { ...options, agent: false, path: request.url.slice('/v1'.length) },
    (reply) => {
      response.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(response);
    },
  );
  forward.on('error', (error) => {
    // Failed mid-reply: the reply is cut off (answering again would throw and end the proxy).
    if (response.headersSent) response.destroy(error);
    else response.writeHead(502, { 'Access-Control-Allow-Origin': '*' }).end(String(error));
  });
  request.pipe(forward);
});
// The replay (test/prism/e2e-requests.spec.ts) reuses its kept-alive connections: Node's 5 s
// default could close one just as a request is sent on it (ECONNRESET, CI run G, 2026-11-30).
server.keepAliveTimeout = 120_000;

// Listen once Prism does: Playwright's webServer waits for this port.
prism.stdout.on('data', function waitForPrism(chunk) {
  if (!String(chunk).includes('Prism is listening')) return;
  prism.stdout.off('data', waitForPrism);
  prism.stdout.resume();
  server.listen(PORT, '127.0.0.1', () => {
    console.log(`prism-proxy: /v1 on http://127.0.0.1:${PORT} -> prism on ${PRISM_PORT}`);
  });
});
