import type {
  alertHistory as historySource,
  alertRules as rulesSource,
  alerts as source,
} from '../en/alerts.ts';
import type { TranslationShape } from '../translation-shape.ts';

export const alerts: TranslationShape<typeof source> = {
  list: {
    title: '告警',
    intro:
      '告警规则当前观察到的情况：条件持续满足规则设定的时长之前为待定，之后为触发。数据来自统计采集器的每一轮采集。',
    empty: '没有待定或触发中的告警',
    loadFailed: '无法加载告警',
    forbidden: '只有超级用户和租户管理员可以查看告警',
  },
  columns: {
    state: '状态',
    rule: '规则',
    environment: '环境',
    target: '主题或订阅',
    value: '数值',
    since: '开始于',
    at: '时间',
  },
  states: { pending: '待定', firing: '触发中', resolved: '已恢复' },
  value: '{{value}}（阈值 {{threshold}}）',
  noConsumers: '无消费者',
  rulesLink: '告警规则',
};

export const alertHistory: TranslationShape<typeof historySource> = {
  list: {
    title: '历史',
    intro: '最近 30 天的触发与恢复记录，最新的在前。',
    empty: '尚无告警触发',
    loadFailed: '无法加载告警历史',
    forbidden: '只有超级用户和租户管理员可以查看告警',
  },
};

export const alertRules: TranslationShape<typeof rulesSource> = {
  list: {
    title: '告警规则',
    intro:
      '要观察的积压、积压时长、无消费者的订阅和发布速率下降，以及在告警触发和恢复时通知的 Webhook。租户管理员管理自己租户的规则。',
    empty: '暂无告警规则',
    loadFailed: '无法加载告警规则',
    forbidden: '只有超级用户和租户管理员可以管理告警规则',
  },
  columns: {
    name: '名称',
    environment: '环境',
    kind: '观察对象',
    scope: '范围',
    threshold: '阈值',
    duration: '持续',
    enabled: '启用',
    actions: '操作',
  },
  kinds: {
    'backlog-messages': '订阅积压（消息数）',
    'backlog-bytes': '订阅积压（字节）',
    'backlog-age': '最早未确认消息的时长',
    'no-consumers': '无消费者的订阅',
    'publish-rate-drop': '发布速率低于',
  },
  units: {
    'backlog-messages': '条',
    'backlog-bytes': '字节',
    'backlog-age': '秒',
    'no-consumers': '',
    'publish-rate-drop': '条/秒',
  },
  seconds: '{{seconds}} 秒',
  on: '开',
  off: '关',
  actions: {
    new: '新建规则',
    edit: '编辑',
    editNamed: '编辑告警规则 {{name}}',
    delete: '删除',
    deleteNamed: '删除告警规则 {{name}}',
  },
  deleteDialog: {
    title: '删除告警规则 {{name}}？',
    question: '它的告警将停止，也不再向它的 Webhook 发送任何通知。',
  },
  messages: { deleted: '告警规则已删除' },
  fields: {
    name: '名称',
    environment: '环境',
    enabled: '启用',
    kind: '观察对象',
    tenant: '租户',
    namespace: '命名空间',
    topicPattern: '主题模式',
    topicPatternHint:
      '匹配 persistent://租户/命名空间/主题。通配符：* 代表除 / 以外的任意字符。正则表达式：最多 256 个字符。',
    patternSyntax: '模式语法',
    glob: '通配符',
    regex: '正则表达式',
    subscriptionPattern: '订阅',
    subscriptionPatternHint: '匹配订阅名称的通配符（* 代表任意字符）；留空表示所有订阅',
    threshold: '阈值',
    durationSeconds: '持续时间（秒）',
    durationHint: '条件需要持续满足多久才触发告警',
    destinations: 'Webhook',
    url: 'Webhook 地址',
    format: '消息体',
    json: 'JSON',
    slack: 'Slack（{"text": …}）',
    secret: '签名密钥',
    secretHint: '用于给每次投递签名（X-Beacon-Signature，HMAC-SHA256）。保存后不再显示。',
    secretKept: '已保存：留空则保持不变',
    addDestination: '添加 Webhook',
    removeDestination: '移除第 {{index}} 个 Webhook',
  },
  createDialog: {
    title: '新建告警规则',
    ok: '创建',
    created: '告警规则已创建',
    failed: '无法创建告警规则',
  },
  editDialog: {
    title: '编辑告警规则',
    ok: '保存',
    updated: '告警规则已保存',
    failed: '无法保存告警规则',
  },
  issues: {
    name: '请为规则命名',
    environment: '请选择环境',
    scope: '请填写租户或主题模式',
    namespaceNeedsTenant: '填写命名空间时也需填写其租户',
    pattern: '最多 256 个字符',
    threshold: '大于或等于 0 的数字',
    duration: '整数秒，最多一周',
    url: 'http:// 或 https:// 地址',
    secret: '至少 8 个字符',
  },
};
