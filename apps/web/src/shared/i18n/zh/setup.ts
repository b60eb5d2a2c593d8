import type { setup as source } from '../en/setup.ts';
import type { TranslationShape } from '../translation-shape.ts';

export const setup: TranslationShape<typeof source> = {
  pageTitle: '首次设置',
  heading: '创建第一个超级用户',
  intro: 'Beacon 还没有任何用户。在这里创建的超级用户可以登录并创建其他所有用户。此页面只能使用一次。',
  name: '名称',
  password: '密码',
  confirmPassword: '重复密码',
  submit: '创建超级用户',
  checking: '正在确认是否需要首次设置…',
  statusFailed: '无法向服务器确认是否需要首次设置',
  retry: '重试',
  failed: '未能创建超级用户',
  noToken: '此地址不含设置令牌（Token）',
  noTokenHelp: '请打开服务器启动时输出的设置链接：它在服务器日志和控制台输出中，形如 /setup?token=…。',
  invalidToken: '此设置链接无效',
  invalidTokenHelp:
    '服务器每次启动都会输出新的链接，旧链接随即失效。请打开服务器日志或控制台输出中最新的链接。',
  closed: '首次设置已完成',
  closedHelp: '第一个超级用户已经存在。请用它登录；其他用户在“用户”页面中创建。',
  passwordTooCommon: '此密码过于常见，请换一个',
  throttled: '此地址的设置尝试次数过多',
  toLogin: '前往登录页',
  done: '超级用户已创建，正在为你登录…',
  pendingTitle: '尚未完成首次设置',
  pendingHelp:
    '目前还没有任何用户。请打开服务器启动时输出的设置链接（在服务器日志和控制台输出中），创建第一个超级用户。',
};
