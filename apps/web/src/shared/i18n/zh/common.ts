import type { common as source } from '../en/common.ts';
import type { TranslationShape } from '../translation-shape.ts';

export const common: TranslationShape<typeof source> = {
  appName: 'Beacon',
  appDescription: 'Apache Pulsar 管理控制台',
  language: {
    label: '语言',
    switched: '切换语言成功',
  },
  labelled: '{{label}}：{{value}}',
  colon: '：',
  literal: {
    true: '是（true）',
    false: '否（false）',
  },
  actions: {
    retry: '重试',
    logout: '退出登录',
    reload: '重新加载',
    dismiss: '关闭',
  },
  states: {
    loading: '加载中…',
  },
  time: {
    justNow: '刚刚',
    minutesAgo_one: '{{count}} 分钟前',
    minutesAgo_other: '{{count}} 分钟前',
    hoursAgo_one: '{{count}} 小时前',
    hoursAgo_other: '{{count}} 小时前',
    daysAgo_one: '{{count}} 天前',
    daysAgo_other: '{{count}} 天前',
  },
  errors: {
    timeout: '服务器在 {{seconds}} 秒内没有响应',
    network: '无法连接到服务器',
    notFound: '未找到',
    incompatibleSchema: '心跳检测时发现不兼容的 Schema',
  },
};
