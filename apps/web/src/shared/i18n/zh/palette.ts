import type { palette as en } from '../en/palette.ts';
import type { TranslationShape } from '../translation-shape.ts';

export const palette: TranslationShape<typeof en> = {
  open: '跳转到…（{{shortcut}}）',
  title: '跳转到',
  label: '页面、租户、命名空间、主题、订阅…',
  placeholder: '输入名称：页面、租户、主题、订阅…',
  results: '搜索结果',
  hint: '↑ ↓ 移动，Enter 打开，Esc 关闭',
  searching: '正在搜索…',
  empty: '没有与“{{query}}”匹配的结果',
  failed: '无法搜索主题和订阅：{{reason}}',
  count_one: '{{count}} 个结果',
  count_other: '{{count}} 个结果',
  kinds: {
    screen: '页面',
    tenant: '租户',
    namespace: '命名空间',
    topic: '主题',
    partitionedTopic: '分区主题',
    subscription: '订阅',
    broker: 'Broker',
    user: '用户',
    role: '角色',
    workbench: '在消息工作台中打开',
  },
};
