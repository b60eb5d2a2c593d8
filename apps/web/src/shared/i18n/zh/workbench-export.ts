import type { workbenchExport as source } from '../en/workbench-export.ts';
import type { TranslationShape } from '../translation-shape.ts';

export const workbenchExport: TranslationShape<typeof source> = {
  open: '导出…',
  openHint: '请先开始一次读取：导出会重新读取同样的消息',
  title: '导出消息',
  ok: '下载',
  intro:
    '按上一次读取的条件重新读取并下载。已脱敏的字段在导出中仍然脱敏。实时跟踪只导出导出开始时已有的消息。',
  format: '格式',
  formatJsonl: 'JSON Lines（全部字段）',
  formatCsv: 'CSV（所选列）',
  columns: '列',
  columnsHelp:
    '按顺序：id、topic、publishTime、eventTime、key、producer、size、value、value.<路径>、properties.<名称>',
  downloaded: '导出已下载',
  failed: '导出被拒绝',
  issues: {
    columns: '请至少指定一列；每列为消息字段、value.<路径> 或 properties.<名称>',
  },
};
