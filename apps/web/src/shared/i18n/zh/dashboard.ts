import type { dashboard as source } from '../en/dashboard.ts';
import type { TranslationShape } from '../translation-shape.ts';

export const dashboard: TranslationShape<typeof source> = {
  home: {
    pageTitle: '首页',
    welcome: '欢迎，{{name}}',
    intro: '您已登录。管理页面将显示在这里。',
    username: '用户名',
    roles: '角色',
    tenants: '租户',
    noRoles: '无角色',
    noTenants: '无',
    loadFailed: '无法加载用户信息',
  },
};
