// The pages the first-load benchmark compares with Beacon's /login, all made from the built
// index.html so they show the very same form (decision 0029):
// - limit: the form's markup and CSS and nothing else, no script: no page can paint it sooner;
// - before: Beacon's page as it was before the prerender (#root empty until React has rendered);
// - reference: a stand-in for Pulsar Manager, which cannot run here. Its Vue bundle (377 KB gzip)
//   must download and run before its login form paints; the stand-in loads the same amount of real
//   library code (the build's own chunks, antd first), runs it, then paints the same form.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Static imports of a built module: `import … from "./x.js"`, `import "./x.js"`, `export … from`. */
const STATIC_IMPORT =
  /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.(?:js|css))["']/g;

/** Every file `entries` load through static imports, as /assets/… paths. */
export function staticClosure(distDir: string, entries: readonly string[]): Set<string> {
  const loaded = new Set<string>();
  const visit = (url: string, from = '/') => {
    const file = url.startsWith('/') ? url : path.posix.join(path.posix.dirname(from), url);
    if (loaded.has(file)) return;
    loaded.add(file);
    if (!file.endsWith('.js')) return;
    const source = fs.readFileSync(path.join(distDir, file), 'utf8');
    for (const match of source.matchAll(STATIC_IMPORT)) visit(match[1]!, file);
  };
  for (const entry of entries) visit(entry);
  return loaded;
}

export function gzipSize(distDir: string, file: string): number {
  return zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length;
}

export interface FirstLoadPages {
  limit: string;
  before: string;
  reference: { html: string; module: string; scriptKb: number };
}

export function firstLoadPages(distDir: string, referenceKb: number): FirstLoadPages {
  const built = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const form = /<template id="prerendered-login-en">([\s\S]*?)<\/template>/.exec(built)?.[1];
  if (!form) throw new Error('the built index.html has no prerendered login form: build the web app');
  const styles = [...built.matchAll(/<style>[\s\S]*?<\/style>/g)].map((match) => match[0]).join('');
  const head = `<meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>Beacon</title>${styles}`;

  const limit = `<!doctype html><html lang="en"><head>${head}</head><body><div id="root">${form}</div></body></html>`;
  const before = built.replace(
    /<template id="prerendered-login-[\s\S]*?<\/template>(<script>[\s\S]*?<\/script>)?/g,
    '',
  );

  // Largest chunks first, each taken only if the code downloaded before painting stays within 3 %
  // of Pulsar Manager's size, until it comes within 3 % below it.
  const chunks = fs
    .readdirSync(path.join(distDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/assets/${file}`)
    .sort((a, b) => gzipSize(distDir, b) - gzipSize(distDir, a));
  const target = referenceKb * 1024;
  const scriptSize = (entries: readonly string[]) =>
    [...staticClosure(distDir, entries)]
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzipSize(distDir, file), 0);
  const imports: string[] = [];
  let scriptBytes = 0;
  for (const chunk of chunks) {
    if (scriptBytes >= target * 0.97) break;
    const size = scriptSize([...imports, chunk]);
    if (size > target * 1.03) continue;
    imports.push(chunk);
    scriptBytes = size;
  }
  const module =
    imports.map((file) => `import ${JSON.stringify(file)};`).join('\n') +
    `\ndocument.getElementById('root').innerHTML = ${JSON.stringify(form)};\n`;
  const html = `<!doctype html><html lang="en"><head>${head}</head><body><div id="root"></div><script type="module" src="/reference.js"></script></body></html>`;
  return { limit, before, reference: { html, module, scriptKb: scriptBytes / 1024 } };
}
