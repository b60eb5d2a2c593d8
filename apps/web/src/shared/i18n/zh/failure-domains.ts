import type { failureDomains as source } from '../en/failure-domains.ts';
import type { TranslationShape } from '../translation-shape.ts';

export const failureDomains: TranslationShape<typeof source> = {
  columns: { name: '故障域名称', brokers: 'Broker', actions: '操作' },
  noBrokers: '没有 Broker',
  inactiveBroker: '{{broker}}（不活跃）',
  brokersFailed: '无法加载该集群的 Broker',
  list: {
    search: '搜索故障域',
    loadFailed: '无法加载故障域',
    forbidden: '只有超级用户可以查看故障域',
    empty: '该集群没有故障域',
    noMatch: '没有与“{{filter}}”匹配的故障域',
  },
  actions: {
    new: '新建故障域',
    create: '新建',
    edit: '编辑',
    editNamed: '编辑故障域 {{name}}',
    delete: '删除',
    deleteNamed: '删除故障域 {{name}}',
    update: '更新故障域',
    deleteDomain: '删除故障域',
  },
  dialog: {
    title: '新建故障域',
    name: '故障域名称',
    namePlaceholder: '请输入故障域名称',
    brokers: 'Broker 列表',
    brokersPlaceholder: '请选择 Broker',
    createFailed: '无法创建故障域',
  },
  deleteDialog: {
    title: '删除故障域',
    question: '确定要删除故障域 {{name}} 吗？',
  },
  page: {
    title: '故障域 {{name}}',
    cluster: '集群',
    brokers: 'Broker 列表',
    brokersHint:
      '属于该故障域的 Broker。启用故障域感知放置后，Pulsar 会把命名空间的 Bundle 分散到不同故障域。',
    loadFailed: '无法加载故障域',
    updateFailed: '无法更新故障域',
    what: '故障域 {{name}}',
    back: '返回故障域列表',
    dangerZone: '危险操作',
  },
  messages: {
    created: '故障域创建成功',
    updated: '故障域更新成功',
    deleted: '故障域删除成功',
  },
  issues: {
    domainNameRequired: '故障域名称不能为空',
    domainNameSlash: '故障域名称不能包含“/”',
    domainExists: '该集群已有同名故障域',
  },
};
