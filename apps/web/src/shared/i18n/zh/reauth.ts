import type { Translation } from '../en/index.ts';
import type { TranslationShape } from '../translation-shape.ts';

export const reauth: TranslationShape<Translation['reauth']> = {
  title: '确认您的密码',
  explanation: '此操作会更改凭据或访问权限。请输入密码以继续；5 分钟内不会再次询问。',
  password: '密码',
  passwordRequired: '请输入密码',
  confirm: '确认并继续',
  required: '此操作需要您的密码，未执行。',
  wrongPassword: '密码不正确',
  tooManyAttempts: '密码错误次数过多，请稍后再试。',
  failed: '无法校验密码：{{reason}}',
  provider: {
    title: '确认是您本人',
    explanation:
      '此操作会更改凭据或访问权限。您通过单点登录登录：请在身份提供方重新登录，然后再次执行该操作；5 分钟内不会再次询问。',
    start: '在身份提供方重新登录',
    failed: '无法开始确认：{{reason}}',
    done: '已确认：现在可以再次执行该操作。',
  },
};
