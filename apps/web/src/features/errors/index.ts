export { NotFoundPage } from './not-found/not-found-page.tsx';
export { UnauthorizedPage } from './unauthorized/unauthorized-page.tsx';
