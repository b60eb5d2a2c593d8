export { LoginPage } from './login/login-page.tsx';
export { LogoutButton } from './logout-button.tsx';
export { useLogout, userInfoQueryOptions } from './auth.queries.ts';
export { useUserInfo } from './use-user-info.ts';
