import type { policyReference as source } from '../en/policy-reference.ts';
import type { TranslationShape } from '../translation-shape.ts';

export const policyReference: TranslationShape<typeof source> = {
  unit: '单位：{{units}}',
  units: '单位：{{units}}',
  fieldUnit: '{{field}}——{{unit}}',
  unitSeparator: '；',
  brokerSetting: '对应的 Broker 配置项：<keys/>',
  brokerSettings: '对应的 Broker 配置项：<keys/>',
  keySeparator: '、',
  partSeparator: ' · ',
  unitNames: {
    milliseconds: '毫秒',
    seconds: '秒',
    minutes: '分钟',
    bytesWithSuffix: '字节，也可带 K、M、G、T 后缀（按 1024 进位）',
    megabytes: '兆字节（MB）',
    bookies: '个（Bookie）',
    producers: '个（生产者）',
    consumers: '个（消费者）',
    subscriptions: '个（订阅）',
    topics: '个（主题）',
    partitions: '个（分区）',
    messages: '条（消息）',
    markDeletesPerSecond: '次标记删除写入/秒',
    messagesPerPeriod: '条消息/时间周期',
    bytesPerPeriod: '字节/时间周期',
    subscribesPerPeriod: '次订阅请求/时间周期',
    messagesPerSecond: '条消息/秒',
    bytesPerSecond: '字节/秒',
  },
};
