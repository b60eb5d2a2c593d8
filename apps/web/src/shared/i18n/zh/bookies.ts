import type { bookies as source } from '../en/bookies.ts';
import type { TranslationShape } from '../translation-shape.ts';

export const bookies: TranslationShape<typeof source> = {
  page: {
    title: 'Bookie',
    intro: '当前环境的 Bookie、其状态与磁盘，以及机架感知放置将其放在何处。',
  },
  columns: {
    bookie: 'Bookie',
    state: '状态',
    free: '可用磁盘',
    total: '磁盘总量',
    used: '已用',
    rack: '机架',
    group: '分组',
    hostname: '主机名',
    actions: '操作',
  },
  state: { rw: '读写', ro: '只读' },
  notPlaced: '未放置',
  list: {
    title: 'Bookie',
    intro: '来自环境 Bookie 地址上 BookKeeper HTTP API 的返回。',
    from: '来自 {{url}} 上 BookKeeper HTTP API 的返回。',
    empty: 'Bookie 地址没有返回任何 Bookie',
  },
  unavailable: {
    noUrl: '环境“{{environment}}”没有 Bookie 地址，无法列出其 Bookie。',
    off: '环境“{{environment}}”的 Bookie 地址（{{url}}）没有响应。',
    offHint:
      'BookKeeper 的 HTTP 服务必须开启（bk_server.conf 中 httpServerEnabled=true），且 Beacon 能访问该地址。下方的机架放置仍可使用：它由 Pulsar 保存。',
    refused: 'BookKeeper 拒绝列出环境“{{environment}}”的 Bookie。',
    environments: '检查环境的 Bookie 地址',
    retry: '重试',
  },
  racks: {
    title: '机架放置',
    intro: '每个 Bookie 所属的分组与机架，供 Pulsar 的机架感知副本放置使用。',
    loadFailed: '无法加载机架放置',
    forbidden: '只有超级用户可以查看机架放置',
    empty: '还没有 Bookie 设置机架',
  },
  actions: {
    addRack: '添加',
    add: '添加',
    save: '保存',
    edit: '编辑',
    editNamed: '编辑 {{bookie}} 的机架',
    delete: '删除',
    deleteNamed: '删除 {{bookie}} 的机架',
  },
  rackDialog: {
    addTitle: '添加 Bookie 机架',
    editTitle: '编辑 {{bookie}} 的机架',
    bookie: 'Bookie',
    bookiePlaceholder: '地址:端口，例如 bookie-1:3181',
    group: '分组',
    groupHint: '一组机架，例如每个数据中心一组；只用一组时填“default”。',
    groupPlaceholder: 'default',
    rack: '机架',
    rackHint: '使用机架感知放置策略时，机架名除首尾外不能包含“/”，例如 /rack-1。',
    rackPlaceholder: '例如 /rack-1',
    hostname: '主机名',
    hostnamePlaceholder: '可选',
    failed: '无法保存机架',
  },
  deleteDialog: {
    title: '删除 Bookie 机架',
    question: '确定要删除 {{bookie}} 的机架放置吗？',
  },
  messages: {
    rackAdded: 'Bookie 机架添加成功',
    rackUpdated: 'Bookie 机架更新成功',
    rackDeleted: 'Bookie 机架删除成功',
  },
  issues: {
    bookieRequired: 'Bookie 不能为空',
    bookieAddress: '请按 地址:端口 填写 Bookie，例如 bookie-1:3181',
    groupRequired: '分组不能为空',
    rackRequired: '机架不能为空',
    rackSlash: '机架名除首尾外最多包含一个“/”（/区域/机架）',
  },
};
