import type { policyCode as en } from '../en/policy-code.ts';
import type { TranslationShape } from '../translation-shape.ts';

export const policyCode: TranslationShape<typeof en> = {
  intro:
    '将环境、租户或命名空间导出为一个 YAML 文档：租户、命名空间及其设置的所有策略、主题级策略、权限、资源组、故障域和隔离策略。',
  scope: '范围',
  scopes: { environment: '整个环境', tenant: '租户', namespace: '命名空间' },
  name: '名称',
  namePlaceholder: { environment: '', tenant: '租户', namespace: '租户/命名空间' },
  tabs: { export: '导出', compare: '比较', apply: '应用' },
  export: {
    show: '查看文档',
    download: '下载 YAML',
    downloaded: '已保存为 {{fileName}}',
    failed: '无法导出：{{reason}}',
    loadFailed: '无法读取文档',
  },
  compare: {
    with: '将 {{environment}} 与以下内容比较',
    otherEnvironment: '另一个环境',
    file: '文件',
    environment: '环境',
    run: '比较',
    failed: '无法比较：{{reason}}',
    same: '没有差异。',
    count_one: '{{count}} 处差异',
    count_other: '{{count}} 处差异',
    columns: { path: '位置', kind: '变化', before: '之前', after: '之后' },
    kinds: { added: '新增', removed: '移除', changed: '修改' },
  },
  apply: {
    file: '策略文档（YAML）',
    chooseFile: '选择文件',
    chosen: '{{name}}',
    target: '应用到环境',
    rename: '应用到另一个命名空间（可选）',
    renamePlaceholder: '租户/命名空间',
    preview: '预览',
    failed: '无法生成变更计划：{{reason}}',
    differences: '将要变更的内容',
  },
  fileFailed: '无法读取文件：{{reason}}',
  nameFirst: '请先在上方输入租户或命名空间，然后点击“查看文档”。',
  noFile: '请先选择一个 YAML 文件。',
  openFor: '策略即代码',
};
