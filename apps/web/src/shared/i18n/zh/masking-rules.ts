import type { maskingRules as source } from '../en/masking-rules.ts';
import type { TranslationShape } from '../translation-shape.ts';

export const maskingRules: TranslationShape<typeof source> = {
  list: {
    title: '脱敏规则',
    intro:
      '在任何读取、过滤、导出或重放看到消息之前，由服务端隐藏的字段：替换为“•••• masked”，对超级用户同样生效。规则从下一次读取起生效。',
    empty: '暂无脱敏规则',
    loadFailed: '无法加载脱敏规则',
    forbidden: '只有超级用户可以管理脱敏规则',
  },
  columns: {
    environment: '环境',
    topicPattern: '主题模式',
    fields: '隐藏的字段',
    description: '描述',
    actions: '操作',
  },
  everyEnvironment: '所有环境',
  actions: {
    new: '新建规则',
    edit: '编辑',
    editNamed: '编辑脱敏规则 {{name}}',
    delete: '删除',
    deleteNamed: '删除脱敏规则 {{name}}',
  },
  deleteDialog: {
    title: '删除脱敏规则 {{name}}？',
    question: '从下一次读取起，{{name}} 的消息将重新显示这些字段。',
  },
  messages: { deleted: '脱敏规则已删除' },
  fields: {
    environment: '环境',
    topicPattern: '主题模式',
    topicPatternHint: 'persistent://租户/命名空间/主题；* 表示除 / 以外的任意字符',
    fields: '要隐藏的字段',
    fieldsHint: 'key、value、value.<路径>（如 value.card.number）或 properties.<名称>；每项后按回车',
    description: '描述',
  },
  createDialog: {
    title: '新建脱敏规则',
    ok: '创建',
    created: '脱敏规则已创建',
    failed: '无法创建脱敏规则',
  },
  editDialog: {
    title: '编辑脱敏规则',
    ok: '保存',
    updated: '脱敏规则已保存',
    failed: '无法保存脱敏规则',
  },
  issues: {
    environment: '请选择一个环境，或选择所有环境',
    topicPattern: '主题模式为 persistent://租户/命名空间/主题，其中 * 表示除 / 以外的任意字符',
    fields: '请至少指定一个字段；每个字段为 key、value、value.<路径> 或 properties.<名称>',
  },
};
