import type { tables as source } from '../en/tables.ts';
import type { TranslationShape } from '../translation-shape.ts';

export const tables: TranslationShape<typeof source> = {
  empty: '暂无数据',
  permissions: {
    role: '角色',
    actions: '权限',
    operation: '操作',
    actionsOf: '角色 {{role}} 的权限',
    revoke: '撤销',
    revokeNamed: '撤销角色 {{role}} 的全部权限',
    revokeTitle: '撤销角色 {{role}}',
    revokeQuestion: '撤销角色 {{role}} 在 {{resource}} 上的全部权限？其客户端将立即失去访问权限。',
    newRole: '角色',
    newRolePlaceholder: '客户端角色，例如 app-reader',
    newActions: '要授予的权限',
    grant: '授予',
    grantTitle: '为角色授予权限',
    roleRequired: '角色不能为空',
    roleExists: '该角色已存在',
    inherited: '在命名空间 {{namespace}} 上授予：请在那里修改',
    readOnly: '您可以查看这些权限，但不能修改。',
    refused: 'Pulsar 拒绝了此更改：{{reason}}',
    loadFailed: '无法加载权限',
  },
};
