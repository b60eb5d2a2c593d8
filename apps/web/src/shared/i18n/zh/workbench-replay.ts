import type { workbenchReplay as source } from '../en/workbench-replay.ts';
import type { TranslationShape } from '../translation-shape.ts';

export const workbenchReplay: TranslationShape<typeof source> = {
  open: '重放…',
  openHint: '请先开始一次读取：重放发送该读取保留的消息',
  openOne: '重放此消息…',
  title: '重放消息',
  introRead:
    '按上一次读取的条件重新读取，并把保留的每条消息（键、属性和值均按原样）发送到所选主题。每条消息会加上属性 {{property}}，其值为读取时的消息 ID。',
  introChosen:
    '把 {{topic}} 的消息 {{id}}（键、属性和值均按原样）发送到所选主题。该消息会加上属性 {{property}}，其值为它的消息 ID。',
  limitLowered: '一次重放最多发送 {{max}} 条消息：读取上限 {{limit}} 已降为该值。',
  destination: '发送到',
  toTopic: '指定主题',
  toOriginal: '每条消息的原始主题（死信主题的 REAL_TOPIC）',
  target: '目标主题',
  targetHelp: 'persistent://租户/命名空间/主题；分区主题按消息键分配分区',
  rate: '每秒最多发送的消息数',
  count: '计数（试运行）',
  replay: '重放',
  counted_one: '将发送 {{count}} 条消息（已读取 {{read}} 条）：',
  counted_other: '将发送 {{count}} 条消息（已读取 {{read}} 条）：',
  perTarget: '{{topic}}：{{messages}}',
  notFound: 'Pulsar 中不存在（已被保留策略清除或从未存在）：{{ids}}',
  nothing: '没有可发送的消息：该读取未保留任何消息。',
  confirmTitle: '确认重放消息？',
  confirmCounted_one: '将 {{count}} 条消息发送到 {{target}}，每秒最多 {{rate}} 条。消息一经发送无法撤回。',
  confirmCounted_other: '将 {{count}} 条消息发送到 {{target}}，每秒最多 {{rate}} 条。消息一经发送无法撤回。',
  confirmUncounted: '将该读取保留的所有消息发送到 {{target}}，每秒最多 {{rate}} 条。消息一经发送无法撤回。',
  originalTopics: '每条消息的原始主题',
  sent_one: '已发送 {{count}} 条消息',
  sent_other: '已发送 {{count}} 条消息',
  partly: '已发送 {{sent}} 条，Pulsar 拒绝 {{failed}} 条：{{reason}}',
  failed: '重放被拒绝',
  issues: {
    target: '目标主题格式为 persistent://租户/命名空间/主题',
  },
};
