import type { auth as source } from '../en/auth.ts';
import type { TranslationShape } from '../translation-shape.ts';

export const auth: TranslationShape<typeof source> = {
  login: {
    pageTitle: '登录',
    heading: '登录 Beacon',
    username: '用户名',
    usernameRequired: '请输入用户名',
    password: '密码',
    passwordRequired: '请输入密码',
    submit: '登录',
    failed: '用户名或密码错误',
    tooManyAttempts: '登录尝试次数过多',
    retryAfter: '请在 {{seconds}} 秒后重试。',
    unavailable: '服务器暂时无法完成登录',
    directory: {
      LDAP_DIRECTORY_UNAVAILABLE:
        '目前无法连接目录服务（LDAP），无法校验您的密码。请稍后重试，或联系管理员。',
      LDAP_LOCAL_ACCOUNT: '同名的 Beacon 账号不通过目录服务登录，目录服务无法为其登录。请联系管理员。',
      LDAP_USER_REFUSED: '您的目录账号不在任何被授予 Beacon 访问权限的组中。请联系管理员将您加入相应的组。',
    },
  },
  session: {
    verificationFailed: '验证失败，请重新登录',
  },
  passwordReset: {
    title: '您的密码已由 {{by}} 重设',
    detail:
      '{{by}} 于 {{time}} 为您的账号设置了新密码。如果这不是您请求的，请告知其他管理员，并在用户菜单中修改密码。',
    dismiss: '知道了',
  },
  callback: {
    signingIn: '正在完成单点登录…',
    failed: '单点登录未能完成',
    missingCode: '单点登录服务没有返回可交换的授权码。',
    providerError: '单点登录服务拒绝了登录：{{error}}。',
    providerErrorDescribed: '单点登录服务拒绝了登录：{{error}}（{{description}}）。',
    stateMismatch: '此应答不属于本浏览器发起的单点登录（state 不匹配），未予使用。请从登录页重新开始。',
    refused: 'Beacon 拒绝了此次单点登录：{{reason}}',
    refusedWithoutReason: 'Beacon 拒绝了此次单点登录（HTTP {{status}}）。',
    unreachable: '无法连接 Beacon 完成单点登录：{{reason}}',
    backToLogin: '返回登录页',
  },
  authRedirect: {
    done: '登录信息已交给控制台窗口，可以关闭此窗口。',
  },
};
