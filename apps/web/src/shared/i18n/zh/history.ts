import type { history as source } from '../en/history.ts';
import type { TranslationShape } from '../translation-shape.ts';

export const history: TranslationShape<typeof source> = {
  tab: '历史',
  title: '变更历史',
  explain:
    '通过 Beacon 做出的每一次变更，以及变更前后的值，最新的在前。选择一条可查看改动了什么，并可在预览将要执行的调用后恢复其中任一版本。',
  loadFailed: '无法读取变更历史',
  forbidden: '你无权查看此变更历史',
  empty: '尚无通过 Beacon 做出的变更。',
  noMatch: '没有与“{{filter}}”匹配的变更。',
  search: '按内容或操作人搜索',
  columns: { at: '时间', actor: '操作人', subject: '内容', result: '结果', change: '变更' },
  result: { success: '成功', failure: '被拒绝' },
  scope: { local: '本地', global: '全局' },
  subjects: {
    permissions: '角色 {{role}} 的权限',
    tenant: '租户',
    cluster: '集群',
    'isolation-policy': '隔离策略',
  },
  view: '查看',
  change: {
    title: '{{name}} 的{{subject}}',
    by: '操作人 {{actor}}，',
    field: '字段',
    before: '变更前',
    after: '变更后',
    unset: '未设置',
    unknown: '未知',
    unchanged: '未改变',
    nothing: '没有可比较的内容。',
    failed: 'Pulsar 拒绝了此变更：{{reason}}',
    close: '关闭',
  },
  restore: {
    before: '恢复为变更前的版本',
    after: '恢复为此版本',
    title: {
      before: '将 {{name}} 的{{subject}}恢复为变更前的版本',
      after: '将 {{name}} 的{{subject}}恢复为此次变更后的版本',
    },
    planFailed: '无法准备恢复',
    nothing: '{{name}} 已是此版本，无需恢复。',
  },
};
