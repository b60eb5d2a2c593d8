import type { Translation } from '../en/index.ts';
import type { TranslationShape } from '../translation-shape.ts';

export const forms: TranslationShape<Translation['forms']> = {
  issues: {
    tenantNameRequired: '租户名称不能为空',
    namespaceNameRequired: '命名空间名称不能为空',
    pulsarName: '名称只能包含字母、数字和 - = : . _',
    clustersRequired: '请为租户选择允许的集群',
    topicNameRequired: '主题名称不能为空',
    topicNameSlash: '主题名称不能包含“/”',
    topicNamePartition: '分区主题的名称不能包含“-partition-”',
    partitionsCount: '分区数必须是大于或等于 0 的整数',
    partitionsIncrease: '分区只能增加：请输入大于 {{count}} 的数',
    subscriptionName: '请输入正确的订阅名称',
    propertyNameRequired: '请填写属性名称',
    environmentNameRequired: '环境名称不能为空',
    environmentNameFormat: '环境名称只能包含字母、数字以及 . _ -',
    serviceUrlRequired: '服务 URL 不能为空',
    bookieUrlRequired: 'Bookie URL 不能为空',
    urlList: '请使用 http:// 或 https:// URL，多个以逗号分隔，且不要在其中包含凭据',
    userNameRequired: '名称不能为空',
    userNameFormat: '名称只能包含字母、数字以及 . _ @ -',
    passwordRequired: '密码不能为空',
    passwordTooShort: '密码至少需要 12 个字符',
    passwordsDiffer: '两次输入的密码不一致',
    roleNameFormat: '角色名只能包含字母、数字和 _ . : -',
    required: '此项为必填项',
    tooLong: '最多 {{maximum}} 个字符',
    invalid: '该值无效',
  },
  unsaved: {
    title: '放弃未保存的修改？',
    text: '此表单中的修改尚未保存，现在离开将会丢失。',
    leave: '放弃并离开',
    stay: '继续编辑',
  },
};
