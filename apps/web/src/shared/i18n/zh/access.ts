import type { access as source } from '../en/access.ts';
import type { TranslationShape } from '../translation-shape.ts';

export const access: TranslationShape<typeof source> = {
  title: '{{name}} 的权限',
  intro:
    '{{name}} 在每个已注册环境中可访问的内容，以及由哪个角色绑定授予。在角色页面上的变更在该用户下一次请求时生效。',
  loadFailed: '无法加载此用户的权限',
  forbidden: '只有超级用户可以查看用户的权限',
  notFound: '用户 {{name}}',
  open: '权限',
  openNamed: '{{name}} 的权限',
  backToUsers: '返回用户列表',
  environments: '环境',
  noEnvironments: '尚未注册任何环境。',
  superUser: '超级用户',
  superVia: '通过角色 {{role}}，在所有环境中',
  noAccess: '无权限',
  tenantAdmin_one: '管理 {{count}} 个租户',
  tenantAdmin_other: '管理 {{count}} 个租户',
  via: '授予自',
  viaBinding: '{{role}}，{{environment}}',
  allEnvironments: '所有环境',
  columns: {
    tenant: '租户',
    via: '授予自',
    messages: '消息内容',
  },
  noMessageGrants: '未授予',
  actions: {
    title: '在每个所管理租户中的操作',
    intro: '租户管理员在其每个租户中拥有的代理权限名称，按资源分组。',
    none: '无：此用户不管理任何租户。',
    super: '所有环境中的所有操作。',
  },
  groups: {
    tenant: '租户',
    namespace: '命名空间',
    topic: '主题',
    subscription: '订阅',
    message: '消息',
    function: '函数',
    connector: '连接器',
    schema: 'Schema',
    other: '其他',
  },
  unmatched: {
    title: '绑定到未注册环境的绑定',
    description:
      '这些绑定指向一个不存在（或已删除）的环境：目前不授予任何权限；如果再注册同名环境，它们会重新授予权限。',
  },
  viewAs: {
    title: '以 {{name}} 的身份查看',
    intro: '{{name}} 看到的菜单（只读）。如果其租户在各环境中不同，则分别显示。',
    noMenu: '无菜单：{{name}} 在这里不能打开任何页面。',
    inEnvironments: '在 {{environments}} 中',
    menu: '{{name}} 的菜单',
    tenantPage: '其租户页面上的租户',
  },
};
