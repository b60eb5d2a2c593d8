import type { workbenchView as source } from '../en/workbench-view.ts';
import type { TranslationShape } from '../translation-shape.ts';

export const workbenchView: TranslationShape<typeof source> = {
  startBack: '从末尾往回数若干条',
  back: '往回条数',
  backHelp: '按分区计算，一个批次算一条；不足此数的分区从最早的消息开始',
  backIssue: '介于 1 和 {{maximum}} 之间',
  columns: {
    label: '列',
    path: '列路径',
    pathPlaceholder: 'value.orderId、properties.region、key',
    add: '添加列',
    remove: '移除列 {{path}}',
    invalid:
      '路径以 key、topic、id、producer、publishTime、eventTime、size、value 或 properties 开头：value.customer.name、properties.region',
    full: '最多 {{maximum}} 列',
  },
  colours: {
    label: '行着色',
    help: '每行采用第一条对其成立的规则的颜色，与过滤条件一样在服务端求值',
    add: '添加着色规则',
    expression: '规则 {{index}}（CEL）',
    colour: '规则 {{index}} 的颜色',
    remove: '移除规则 {{index}}',
    column: '规则',
    mark: '{{colour}} · 规则 {{index}}',
    names: { red: '红色', orange: '橙色', green: '绿色', blue: '蓝色', purple: '紫色' },
  },
  builder: {
    label: '构建过滤条件',
    field: '字段',
    fieldPlaceholder: 'value.region',
    operator: '运算符',
    value: '值',
    add: '添加到过滤条件',
    invalidField: '请输入字段，例如 value.orderId、properties.region 或 key',
    operators: {
      eq: '等于',
      ne: '不等于',
      gt: '大于',
      lt: '小于',
      contains: '包含',
      startsWith: '开头是',
      exists: '存在',
    },
  },
};
