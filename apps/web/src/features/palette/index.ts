// The command palette's public API (issue 33 item 1): the console shell puts its launcher in the
// top bar; the dialog itself is loaded on first use.
export { PaletteLauncher } from './palette-launcher.tsx';
