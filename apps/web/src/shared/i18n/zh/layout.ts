import type { layout as source } from '../en/layout.ts';
import type { TranslationShape } from '../translation-shape.ts';

export const layout: TranslationShape<typeof source> = {
  skipToContent: '跳到主要内容',
  sidebar: {
    navigation: '主导航',
    open: '展开菜单',
    close: '收起菜单',
    external: '（在新标签页中打开）',
  },
  breadcrumb: {
    label: '面包屑导航',
  },
  environment: {
    label: '环境',
    defaultName: '默认',
    defaultBroker: 'localhost:8080',
    manage: '管理环境',
    loading: '正在加载环境…',
    loadFailed: '无法加载环境列表',
    empty: '尚未添加环境',
    current: '当前',
    status: {
      online: '在线',
      unreachable: '无法连接',
      unauthorized: '未授权',
      forbidden: '禁止访问',
      invalid: '配置无效',
      unknown: '未知',
    },
  },
  errorLog: {
    open: '错误日志（{{count}}）',
    title: '错误日志',
    message: '消息',
    info: '信息',
    url: '页面地址',
    stack: '堆栈',
    time: '时间',
    clear: '清空日志',
    empty: '暂无错误记录',
  },
  size: {
    label: '布局大小',
    medium: '默认',
    small: '小',
    mini: '迷你',
    switched: '切换布局大小成功',
  },
  fullScreen: {
    enter: '全屏',
    exit: '退出全屏',
  },
  theme: {
    label: '主题',
    light: '亮色',
    dark: '暗色',
  },
  user: {
    menu: '管理员',
    signedInAs: '当前用户：{{name}}',
    codeHosting: '项目地址',
  },
  tags: {
    label: '已访问页面',
    actions: '当前标签页操作',
    refresh: '刷新',
    close: '关闭',
    closeOthers: '关闭其他',
    closeAll: '关闭所有',
    closeTab: '关闭“{{title}}”',
  },
};
