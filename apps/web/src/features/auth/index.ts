export { UserMenu } from './user-menu/user-menu.tsx';
export { useLogout } from './auth.queries.ts';
export { useUserInfo } from './use-user-info.ts';
export { PasswordResetNotice } from './password-reset-notice/password-reset-notice.tsx';
