import type { topicPolicies as source } from '../en/topic-policies.ts';
import type { TranslationShape } from '../translation-shape.ts';

export const topicPolicies: TranslationShape<typeof source> = {
  title: '主题策略',
  explain:
    '在主题上设置的值会覆盖其命名空间的值。本地值只在当前集群生效；全局值会复制到跨地域复制命名空间的所有集群。本地值优先于全局值。',
  scope: {
    label: '编辑的取值',
    local: '本地',
    global: '全局',
  },
  globalNote: 'Schema 相关策略没有全局值：请切换到“本地”编辑。',
  readOnly: '你可以查看这些策略，但不能修改。',
  forbidden: '只有超级用户或租户 {{tenant}} 的管理员可以查看此主题的策略。',
  onPartition: '策略设置在分区主题上，并作用于它的所有分区：请打开 {{topic}} 进行编辑。',
  source: {
    set: '在此设置',
    inherited: '此处未设置',
  },
  clearConfirm: '清除此处的{{policy}}？下方来自上一级的值将生效。',
  saved: '已在主题上保存{{policy}}。',
  cleared: '已清除主题上的{{policy}}。',
  inForce: {
    label: '当前生效：',
    loading: '当前生效：读取中…',
    local: '主题的本地值',
    global: '主题的全局值',
    namespace: '来自命名空间 {{namespace}}',
    broker: 'Broker 默认值',
    unknown: '无法读取上级的值：{{reason}}',
    pulsarApplied: '由 Pulsar 报告（applied）',
  },
};
