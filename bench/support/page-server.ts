// A minimal static server for the first-load benchmark: one HTML page at every path, and the built
// web app's files under /assets (its pre-compressed .gz when the browser accepts gzip, as Beacon's
// server does). Each page gets its own server, hence its own origin and its own browser cache.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

export interface PageServer {
  url: string;
  close: () => Promise<void>;
}

/** Serves `html` for any path but /assets/… (from `distDir`) and the extra `modules` by path. */
export async function servePage(
  html: string,
  distDir: string,
  modules: Record<string, string> = {},
): Promise<PageServer> {
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const module = modules[pathname];
    if (module !== undefined) {
      response.writeHead(200, { 'content-type': TYPES['.js']!, 'cache-control': 'no-cache' });
      response.end(module);
      return;
    }
    if (!pathname.startsWith('/assets/')) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      response.end(html);
      return;
    }
    const file = path.join(distDir, path.normalize(pathname));
    if (!file.startsWith(distDir) || !fs.existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'])) && fs.existsSync(`${file}.gz`);
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'public, max-age=31536000, immutable',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    fs.createReadStream(gzip ? `${file}.gz` : file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
