import type { ui as source } from '../en/ui.ts';
import type { TranslationShape } from '../translation-shape.ts';

export const ui: TranslationShape<typeof source> = {
  confirm: {
    delete: '删除',
    cancel: '取消',
    failed: '操作失败',
    typeName: '此操作无法撤销。请输入 {{name}} 以确认。',
  },
  forbidden: {
    title: 'Pulsar 不允许您读取此内容',
  },
  notFound: {
    tenant: '租户 {{tenant}}',
    backToTenants: '返回租户列表',
    partitionedTopic: '分区主题 {{topic}}',
    subscription: '{{topic}} 的订阅 {{subscription}}',
    backToSubscriptions: '返回 {{topic}} 的订阅列表',
    topic: '主题 {{topic}}',
    backToTopics: '返回 {{namespace}} 的主题列表',
    title: '{{what}} 不存在',
    detail: '它可能已被删除，或链接有误。',
    detailInEnvironment: '环境 {{environment}} 中没有它：它可能已被删除，或位于其他环境中。',
    backToNamespaces: '返回 {{tenant}} 的命名空间列表',
  },
  autoRefresh: {
    label: '自动刷新',
    off: '关闭',
    seconds: '{{count}} 秒',
  },
};
