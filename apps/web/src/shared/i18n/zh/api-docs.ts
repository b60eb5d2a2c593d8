import type { apiDocs as source } from '../en/api-docs.ts';
import type { TranslationShape } from '../translation-shape.ts';

export const apiDocs: TranslationShape<typeof source> = {
  title: 'API',
  intro: 'Beacon 控制台 API：每个路由的参数、请求体和响应，来自 OpenAPI 3 文档',
  loadFailed: '无法加载 API 文档',
  filter: '按方法或路径筛选',
  count: '共 {{total}} 个操作，显示 {{count}} 个',
  parameters: '参数',
  noParameters: '无参数。',
  requestBody: '请求体',
  responses: '响应',
  noSchema: '未声明 Schema。',
  name: '名称',
  in: '位置',
  required: '必填',
  type: 'Schema',
  yes: '是',
  no: '否',
};
