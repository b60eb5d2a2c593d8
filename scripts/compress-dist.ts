// Writes .gz and .br siblings (maximum quality) next to every compressible file of a built web app,
// so the server can send pre-compressed assets instead of compressing on each request.
// Usage: node scripts/compress-dist.ts <directory>
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json']);
/** Below this, the compressed file plus its headers saves too little to be worth a second file. */
const MIN_BYTES = 1024;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

async function* filesUnder(directory: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(directory, { withFileTypes: true })) {
    const entryPath = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* filesUnder(entryPath);
    else if (entry.isFile()) yield entryPath;
  }
}

async function compress(file: string): Promise<{ raw: number; gzip: number; brotli: number }> {
  const content = await fs.readFile(file);
  const [gzipped, brotlied] = await Promise.all([
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  ]);
  await Promise.all([fs.writeFile(`${file}.gz`, gzipped), fs.writeFile(`${file}.br`, brotlied)]);
  return { raw: content.length, gzip: gzipped.length, brotli: brotlied.length };
}

const directory = process.argv[2];
if (!directory) {
  console.error('usage: node scripts/compress-dist.ts <directory>');
  process.exit(2);
}

const jobs: Promise<{ raw: number; gzip: number; brotli: number }>[] = [];
for await (const file of filesUnder(directory)) {
  if (!COMPRESSIBLE.has(path.extname(file))) continue;
  if ((await fs.stat(file)).size <= MIN_BYTES) continue;
  jobs.push(compress(file));
}
const results = await Promise.all(jobs);
const total = (key: 'raw' | 'gzip' | 'brotli') => results.reduce((sum, result) => sum + result[key], 0);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
console.info(
  `compress-dist: ${results.length} files in ${directory}: ${kib(total('raw'))} → gzip ${kib(total('gzip'))}, brotli ${kib(total('brotli'))}`,
);
