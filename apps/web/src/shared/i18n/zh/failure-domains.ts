import type { failureDomains as source } from '../en/failure-domains.ts';
import type { TranslationShape } from '../translation-shape.ts';

export const failureDomains: TranslationShape<typeof source> = {
  columns: { name: '故障域名称', brokers: 'Broker' },
  noBrokers: '没有 Broker',
  list: {
    loadFailed: '无法加载故障域',
    empty: '该集群没有故障域',
  },
};
