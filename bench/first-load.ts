// First load of the login page: how many bytes (gzip) a browser downloads before it can show the
// login form, against Pulsar Manager's 377 KB. It builds the web app, then follows what the
// /login route loads: index.html's script, modulepreload and stylesheet links, and every static
// import of those scripts, recursively. Dynamic imports (lazy routes: antd, the console shell)
// are not followed: the login page does not load them.
// Usage: node bench/first-load.ts [--no-build]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Pulsar Manager's login page, measured the same way (gzip of every JS and CSS file it loads). */
const REFERENCE_KB = 377;
const WEB = path.resolve(import.meta.dirname, '../apps/web');
const DIST = path.join(WEB, 'dist');

if (!process.argv.includes('--no-build')) {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: WEB, stdio: 'inherit' });
}

const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
const entryAssets = [
  ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="(?:modulepreload|stylesheet)"[^>]+href="([^"]+)"/g),
].map((match) => match[1]!);

/** Static imports of a built module: `import … from "./x.js"`, `import "./x.js"`, `export … from`. */
const STATIC_IMPORT =
  /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.(?:js|css))["']/g;

const loaded = new Set<string>();
function visit(url: string, from = '/'): void {
  const file = url.startsWith('/') ? url : path.posix.join(path.posix.dirname(from), url);
  if (loaded.has(file)) return;
  loaded.add(file);
  if (!file.endsWith('.js')) return;
  const source = fs.readFileSync(path.join(DIST, file), 'utf8');
  for (const match of source.matchAll(STATIC_IMPORT)) visit(match[1]!, file);
}
for (const asset of entryAssets) visit(asset);

const rows = [...loaded]
  .filter((file) => /\.(js|css)$/.test(file))
  .map((file) => {
    const content = fs.readFileSync(path.join(DIST, file));
    return { file, raw: content.length, gzip: zlib.gzipSync(content, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);
const html_gzip = zlib.gzipSync(html, { level: 9 }).length;
const totalKb = rows.reduce((sum, row) => sum + row.gzip, 0) / 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.info('Files the /login route loads (gzip, level 9):');
for (const row of rows)
  console.info(`  ${row.file.padEnd(44)} ${kb(row.raw).padStart(10)} → ${kb(row.gzip).padStart(9)}`);
console.info(`  (index.html itself: ${kb(html_gzip)}, not counted, as for the reference)`);
console.info(`Total JS + CSS: ${totalKb.toFixed(1)} KB gzip`);
console.info(`Pulsar Manager: ${REFERENCE_KB} KB gzip`);
console.info(`Ratio Beacon / Pulsar Manager: ${(totalKb / REFERENCE_KB).toFixed(3)} (goal: below 0.5)`);
const antdOnLogin = rows.some((row) => /antd/.test(row.file));
console.info(`antd on the login page: ${antdOnLogin ? 'yes' : 'no'}`);
if (totalKb >= REFERENCE_KB / 2) process.exitCode = 1;
