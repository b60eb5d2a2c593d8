import type { sso as source } from '../en/sso.ts';
import type { TranslationShape } from '../translation-shape.ts';

export const sso: TranslationShape<typeof source> = {
  // Not ending in 登录: the password form's submit button is found by that ending.
  button: '单点登录（{{label}}）',
  or: '或',
  redirecting: '正在前往单点登录服务…',
  failedHeading: '单点登录未能完成',
  codes: {
    SSO_NOT_CONFIGURED: '此服务器未配置单点登录。',
    SSO_STATE_INVALID: '此登录应答不属于本浏览器发起的单点登录，未予使用。请点击下方按钮重新开始。',
    SSO_FLOW_EXPIRED: '单点登录耗时过长（超过 10 分钟），请重新开始。',
    SSO_CODE_REJECTED: '单点登录服务拒绝了授权码：授权码已过期或已被使用。请重新发起单点登录。',
    SSO_TOKEN_INVALID: '单点登录服务的应答（ID 令牌）未通过校验。请联系管理员检查单点登录配置。',
    SSO_PROVIDER_UNAVAILABLE: '暂时无法连接单点登录服务，请稍后重试。',
    SSO_USER_REFUSED:
      '您在单点登录服务中的账号未被授予 Beacon 的任何访问权限。请联系管理员将您加入 Beacon 已映射的用户组。',
    SSO_UNKNOWN_USER:
      '您在单点登录服务中的账号未在 Beacon 中注册，且 Beacon 不会在首次单点登录时自动创建账号。',
    SSO_LOCAL_ACCOUNT: '同名的 Beacon 账号使用密码登录，单点登录不能使用该账号。请使用密码登录。',
    SSO_OTHER_ACCOUNT: '该 Beacon 用户名属于单点登录服务中的另一个账号。请联系管理员。',
    SSO_EMAIL_UNVERIFIED:
      '单点登录服务尚未验证您的邮箱地址，而 Beacon 以该邮箱标识您。请先在那里完成验证，再重新登录。',
    SSO_USERNAME_MISSING: '单点登录服务的应答中没有用户名。请联系管理员。',
    SSO_TOO_MANY_FLOWS: '当前进行中的单点登录过多，请几分钟后重试。',
    SSO_RECONFIRMATION_REFUSED: '身份提供方没有为本次会话确认您账户的重新登录。请从该操作重新开始确认。',
    SSO_NO_PROVIDER_ACCOUNT: '您的账户使用密码登录：请改用密码确认。',
    SSO_PASSWORD_LOGIN: '此账号通过单点登录登录，不使用密码。请点击单点登录按钮。',
  },
};
