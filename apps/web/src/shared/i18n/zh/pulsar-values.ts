import type { pulsarValues as source } from '../en/pulsar-values.ts';
import type { TranslationShape } from '../translation-shape.ts';

// Terms from the glossary: 独占、共享、灾备、Key_Shared; 持久化 / 非持久化; Ledger stays Latin.
export const pulsarValues: TranslationShape<typeof source> = {
  subscriptionType: {
    Exclusive: '独占',
    Shared: '共享',
    Failover: '灾备',
    Key_Shared: 'Key_Shared',
  },
  authAction: {
    consume: '消费',
    produce: '生产',
    functions: '函数',
    sources: 'Source',
    sinks: 'Sink',
    packages: '包',
  },
  topicDomain: {
    persistent: '持久化',
    'non-persistent': '非持久化',
  },
  ledgerState: {
    None: '无',
    LedgerOpened: 'Ledger 已打开',
    ClosingLedger: '正在关闭 Ledger',
    ClosedLedger: 'Ledger 已关闭',
    CreatingLedger: '正在创建 Ledger',
    Closed: '已关闭',
    Fenced: '已隔离（Fenced）',
    FencedForDeletion: '已隔离待删除',
    Terminated: '已终止',
    WriteFailed: '写入失败',
  },
};
