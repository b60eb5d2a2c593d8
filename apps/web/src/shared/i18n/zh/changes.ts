import type { changes as en } from '../en/changes.ts';
import type { TranslationShape } from '../translation-shape.ts';

export const changes: TranslationShape<typeof en> = {
  title: '对 {{environment}} 的变更',
  loadFailed: '无法检查变更',
  nothing: '无需变更：该环境已是这个状态。',
  summary_one: '{{count}} 个 Pulsar 调用',
  summary_other: '{{count}} 个 Pulsar 调用',
  forbiddenCount_one: '其中 {{count}} 个您无权执行：无法应用。',
  forbiddenCount_other: '其中 {{count}} 个您无权执行：无法应用。',
  allowed: '允许',
  forbidden: '不允许',
  dryRun: '试运行',
  apply: '应用',
  stop: '停止',
  confirmTitle: '将 {{count}} 项变更应用到 {{environment}}？',
  confirmText: 'Beacon 按顺序发送每个调用，在 Pulsar 拒绝的第一个调用处停止。已发送的调用保持生效。',
  confirmLabel: '应用',
  progress: '{{done}} / {{total}}',
  outcomes: {
    applied: '已应用',
    'would-apply': '将会发送',
    refused: '被拒绝',
    pending: '等待中',
  },
  refusedBy: {
    beacon: '被 Beacon 拒绝',
    pulsar: '被 Pulsar 拒绝',
  },
  ended: {
    applied: '全部 {{total}} 项变更已应用。',
    'dry-run': '试运行：{{total}} 个调用中有 {{allowed}} 个将会发送，实际未发送任何调用。',
    stopped: '在第 {{at}} 个调用处停止（共 {{total}} 个）：{{reason}}。此前已应用 {{applied}} 个。',
  },
  failed: '无法应用变更：{{reason}}',
  groups: {
    tenant: '租户 {{name}}',
    namespace: '命名空间 {{name}}',
    topic: '主题 {{name}}',
    cluster: '集群 {{name}}',
    'resource-groups': '资源组',
    'isolation-policy': '隔离策略 {{name}}',
    'broker-setting': 'Broker 配置项 {{name}}',
  },
  kinds: {
    create: '创建 {{subject}}',
    update: '更新 {{subject}}',
    set: '设置 {{subject}}',
    clear: '清除 {{subject}}',
    grant: '授予 {{subject}} 权限',
    revoke: '撤销 {{subject}} 的权限',
  },
};
