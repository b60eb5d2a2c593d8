import type { common as source } from '../en/common.ts';
import type { TranslationShape } from '../translation-shape.ts';

export const common: TranslationShape<typeof source> = {
  appName: 'Beacon',
  appDescription: 'Apache Pulsar 管理控制台',
  language: {
    label: '语言',
    switched: '切换语言成功',
  },
  actions: {
    retry: '重试',
    logout: '退出登录',
    reload: '重新加载',
  },
  states: {
    loading: '加载中…',
  },
  errors: {
    timeout: '服务器在 {{seconds}} 秒内没有响应',
    network: '无法连接到服务器',
    notFound: '未找到',
    incompatibleSchema: '心跳检测时发现不兼容的 Schema',
  },
};
