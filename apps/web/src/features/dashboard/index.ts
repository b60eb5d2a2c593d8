export { HomePage } from './home/home-page.tsx';
