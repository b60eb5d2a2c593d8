export { BookiesTab } from './bookies-tab.tsx';
