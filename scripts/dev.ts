// `npm run dev`: the server restarting on change (port 7750) and Vite's dev server with hot reload
// (port 5173, proxying the API to the server). Ctrl+C stops both.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { BEACON_HOST: '127.0.0.1', ...process.env },
  }),
  spawn(path.join(root, 'node_modules', '.bin', 'vite'), [], {
    cwd: path.join(root, 'apps', 'web'),
    stdio: 'inherit',
  }),
];

function stopAll(code: number): void {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 1));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
