import type { isolationPolicies as source } from '../en/isolation-policies.ts';
import type { TranslationShape } from '../translation-shape.ts';

export const isolationPolicies: TranslationShape<typeof source> = {
  columns: {
    name: '策略名称',
    namespaces: '命名空间',
    primary: '主 Broker',
    secondary: '备 Broker',
    minLimit: '最少可用 Broker 数',
    usageThreshold: 'Broker 使用率阈值（%）',
  },
  none: '无',
  list: {
    loadFailed: '无法加载命名空间隔离策略',
    empty: '该集群没有命名空间隔离策略',
  },
};
