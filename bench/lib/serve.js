// Loopback servers for the bench: a static server per build (no compression, so the bytes on
// the wire are the files' own bytes; SPA fallback to index.html) and the console's /v1 API,
// answered in Node by the demo's MSW handlers through msw's getResponse().
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

function listen(server, port) {
  return new Promise((resolve, reject) => {
    server.once('error', (error) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`bench: port ${port} is in use (set BENCH_PORT to another base port)`)
          : error,
      );
    });
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

async function fileAt(root, pathname) {
  const file = path.join(root, pathname);
  if (!file.startsWith(root + path.sep) && file !== root) return null;
  try {
    const info = await stat(file);
    return info.isFile() ? { file, size: info.size } : null;
  } catch {
    return null;
  }
}

/**
 * Serve `root` on 127.0.0.1:`port`; unknown paths without an extension get index.html. Paths
 * not in `root` are looked up in `extraRoot` first when given (the console's: public/, for the
 * demo media the mock API's records point at, which a production build leaves out).
 */
export async function serveStatic(root, port, { extraRoot = null } = {}) {
  const server = createServer(async (req, res) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    let found = await fileAt(root, pathname);
    if (!found && extraRoot) found = await fileAt(extraRoot, pathname);
    if (!found && path.extname(pathname) === '') found = await fileAt(root, '/index.html');
    if (!found) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(found.file)] ?? 'application/octet-stream',
      'Content-Length': found.size,
      'Cache-Control': 'no-store',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(found.file).pipe(res);
  });
  return listen(server, port);
}

/**
 * The /v1 mock API: each node request becomes a Fetch Request for msw's getResponse(). Its
 * `setLatency(ms)` holds every answer (not the CORS preflights) that long: a scenario's fixed
 * server time (the navigation scenario's 150 ms).
 */
export async function serveApi({ handlers, getResponse, port, allowedOrigins }) {
  let latency = 0;
  const server = createServer(async (req, res) => {
    const origin = req.headers.origin;
    const cors = {};
    if (origin && allowedOrigins.includes(origin)) {
      cors['Access-Control-Allow-Origin'] = origin;
      cors['Access-Control-Allow-Methods'] = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
      cors['Access-Control-Allow-Headers'] =
        'Authorization, Content-Type, Accept, Idempotency-Key, If-Match';
      cors['Access-Control-Expose-Headers'] = 'Content-Disposition, ETag';
      cors['Access-Control-Max-Age'] = '600';
      cors.Vary = 'Origin';
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    try {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const hasBody = !['GET', 'HEAD'].includes(req.method) && chunks.length > 0;
      const request = new Request(new URL(req.url, `http://127.0.0.1:${port}`), {
        method: req.method,
        headers,
        body: hasBody ? Buffer.concat(chunks) : undefined,
      });
      const held = latency > 0 ? new Promise((done) => setTimeout(done, latency)) : null;
      const response = await getResponse(handlers, request);
      await held;
      if (!response) {
        res.writeHead(404, { ...cors, 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'No mock handler for this request' } }));
        return;
      }
      const body = Buffer.from(await response.arrayBuffer());
      const out = { ...cors };
      response.headers.forEach((value, name) => {
        if (name !== 'content-length' && name !== 'content-encoding') out[name] = value;
      });
      out['Content-Length'] = body.length;
      res.writeHead(response.status, out).end(body);
    } catch (error) {
      res.writeHead(500, { ...cors, 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `bench API: ${String(error)}` } }));
    }
  });
  server.setLatency = (ms) => {
    latency = ms;
  };
  return listen(server, port);
}
