// Fails when `npm ci` would reject package-lock.json: npm install silently leaves out optional
// platform binaries this registry does not serve, and npm ci then calls the lock out of sync.
import fs from 'node:fs';

interface LockEntry {
  optionalDependencies?: Record<string, string>;
}

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, LockEntry>;
};
const packages = lock.packages;
const missing: string[] = [];

function isResolvable(fromPath: string, dependency: string): boolean {
  let base = fromPath;
  for (;;) {
    if (packages[(base ? `${base}/` : '') + `node_modules/${dependency}`]) return true;
    if (!base) return false;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut >= 0 ? base.slice(0, cut) : '';
  }
}

for (const [path, entry] of Object.entries(packages)) {
  for (const dependency of Object.keys(entry.optionalDependencies ?? {})) {
    if (!isResolvable(path, dependency)) missing.push(`${path || '(root)'} -> ${dependency}`);
  }
}

if (missing.length > 0) {
  console.error(`package-lock.json lacks optional dependencies that npm ci requires:\n${missing.join('\n')}`);
  process.exit(1);
}
console.info('package-lock.json is complete for npm ci.');
