import type { errors as source } from '../en/errors.ts';
import type { TranslationShape } from '../translation-shape.ts';

export const errors: TranslationShape<typeof source> = {
  notFound: {
    pageTitle: '页面不存在',
    heading: '页面不存在',
    description: '请检查网址是否正确。',
    backHome: '返回首页',
  },
  unauthorized: {
    heading: '哎呀！',
    description: '你没有权限进入此页面。',
    orVisit: '或者你可以去：',
    goHome: '回到首页',
    back: '返回',
  },
  routeError: {
    pageTitle: '错误',
    heading: '无法显示此页面',
  },
};
