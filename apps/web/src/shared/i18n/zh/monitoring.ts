import type { monitoring as source } from '../en/monitoring.ts';
import type { TranslationShape } from '../translation-shape.ts';

export const monitoring: TranslationShape<typeof source> = {
  intro: '{{name}} 地址：{{url}}（在 Beacon 服务端配置）。',
  introUnset: '运维人员为本控制台配置的 {{name}}。',
  unset: '尚未配置 {{name}}',
  unsetHow:
    '在 Beacon 服务端将 {{variable}} 设置为 {{name}} 的地址（http 或 https）并重启 Beacon，本页即会显示它。',
  loadFailed: '无法读取 {{name}} 地址',
  openInNewTab: '在新标签页中打开',
  frameTitle: '嵌入的 {{name}}',
  notEmbeddable: '无法在 Beacon 内显示 {{name}}',
  refusal: {
    'x-frame-options': '{{name}} 返回的 X-Frame-Options 响应头禁止在其他站点内嵌显示。请在新标签页中打开。',
    'frame-ancestors':
      '{{name}} 的 Content-Security-Policy（frame-ancestors）未包含 Beacon 的地址。请在新标签页中打开。',
    redirected: '{{name}} 重定向到了另一个地址（通常是登录页），Beacon 不能内嵌该地址。请在新标签页中打开。',
    unreachable:
      'Beacon 服务端无法访问 {{name}}，因此无法确认能否内嵌。您的浏览器可能仍可访问：请在新标签页中打开。',
  },
};
