// The English-on-Chinese check itself (used by e2e/a11y/every-screen.ts): what it reports and
// what it leaves alone, on a page made for it.
import { expect, test } from '@playwright/test';
import { englishOnChineseScreen } from '../fixtures/english-on-chinese.ts';

test('reports English wording, not data, raw values or the glossary’s Latin terms', async ({ page }) => {
  await page.setContent(`
    <h1>订阅 dashboard</h1>
    <table><thead><tr><th>名称</th><th>Type</th></tr></thead><tbody><tr><td>acme</td><td>Shared</td></tr></tbody></table>
    <label>Broker 地址</label><button>Save 保存</button>
    <p>达到上限时：producer_request_hold 暂停生产者；策略 前缀（Prefix）；角色“app”；清除会保存 false。</p>
    <div role="tab">Managed Ledger 状态</div>
  `);
  // "dashboard" is the subscription's name, as an answer of the server would say.
  const found = await englishOnChineseScreen(page, new Set(['dashboard']));
  expect(found).toEqual(['"Type" in "Type"', '"Save" in "Save 保存"']);
});
