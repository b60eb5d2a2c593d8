// Produce on an Avro topic (issue 30 item 4) against the real server and the simulator's binary
// port: the value is JSON, encoded by the topic's schema on the server; a value the schema cannot
// carry is refused in the dialog in the server's words, and nothing is written; text that is not
// JSON is refused in the form. In English and Chinese.
import type { ReadMessageLine, WorkbenchLine } from '@beacon/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SIMULATED_ENVIRONMENT, type SimulatedPulsar } from '../../../test/simulator-network.ts';
import { ORDERS, renderTopicTab } from './test-support/render-topic-tab.tsx';
import { simulateOrdersMessages } from './test-support/simulated-messages.ts';
import { TopicMessagesTab } from './topic-messages-tab.tsx';

vi.setConfig({ testTimeout: 60_000 });
const SLOW = { timeout: 30_000 };

const orderAvro = JSON.stringify({
  type: 'record',
  name: 'Order',
  namespace: 'dev.beacon',
  fields: [
    { name: 'orderId', type: 'int' },
    { name: 'customer', type: ['null', 'string'], default: null },
  ],
});

/** The orders topic's messages as the server's workbench read decodes them. */
async function valuesOnTopic(pulsar: SimulatedPulsar): Promise<unknown[]> {
  const session = pulsar.beacon.superSession;
  session.environment = SIMULATED_ENVIRONMENT;
  const answer = await session.request('POST', '/pulsar-manager/workbench/read', {
    topics: ['persistent://finance/payments/orders'],
    start: { kind: 'earliest' },
    stop: { kind: 'now' },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as WorkbenchLine)
    .filter((line): line is ReadMessageLine => line.kind === 'message')
    .map((line) => line.value);
}

const WORDS = {
  en: { schema: 'Schema: AVRO', produce: 'Produce', value: 'Value (JSON)' },
  zh: { schema: 'Schema：AVRO', produce: '生产消息', value: '值（JSON）' },
};

async function openProduce(words = WORDS.en) {
  const pulsar = await simulateOrdersMessages([], { schemas: [{ schema: orderAvro }], binaryPorts: true });
  const view = renderTopicTab(<TopicMessagesTab topic={ORDERS} />, []);
  await screen.findByText(words.schema, undefined, SLOW);
  await view.user.click(screen.getByRole('button', { name: words.produce }));
  const dialog = await screen.findByRole('dialog');
  const value = within(dialog).getByRole('textbox', { name: words.value });
  return { pulsar, dialog, value, user: view.user };
}

describe('Produce on a topic whose schema is Avro', () => {
  it('sends a JSON value encoded by the schema and says where it landed', async () => {
    const { pulsar, dialog, value, user } = await openProduce();
    expect(within(dialog).getByText(/The topic's schema is AVRO: the value is JSON/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Key'), 'order-7');
    await user.click(value);
    await user.paste('{"orderId": 7, "customer": "Ann"}');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByText(/^Message sent: \d+:\d+$/, undefined, SLOW)).toBeInTheDocument();
    expect(await valuesOnTopic(pulsar)).toEqual([{ format: 'json', value: { orderId: 7, customer: 'Ann' } }]);
  });

  it("shows the server's refusal of a value the schema cannot carry, and writes nothing", async () => {
    const { pulsar, dialog, value, user } = await openProduce();
    await user.click(value);
    await user.paste('{"orderId": "seven"}');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(
      await within(dialog).findByText(
        `Message 0 does not fit the topic's AVRO schema: orderId: expected int, got "seven". Nothing was sent`,
        undefined,
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Pulsar did not publish the message')).toBeInTheDocument();

    // Text that is not JSON is refused in the form, before anything is asked of the server.
    await user.clear(value);
    await user.paste('seven');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(/^The value is not JSON: /)).toBeInTheDocument();
    expect(await valuesOnTopic(pulsar)).toEqual([]);
  });

  it('speaks Chinese: the schema, the JSON value, a refusal in the form and what was sent', async () => {
    localStorage.setItem('language', 'zh');
    const { pulsar, dialog, value, user } = await openProduce(WORDS.zh);
    expect(within(dialog).getByText(/该主题的 Schema 为 AVRO：值须为 JSON/)).toBeInTheDocument();
    await user.click(value);
    await user.paste('七');
    await user.click(within(dialog).getByRole('button', { name: /^发\s?送$/ }));
    expect(await within(dialog).findByText(/^该值不是合法的 JSON：/)).toBeInTheDocument();
    expect(await valuesOnTopic(pulsar)).toEqual([]);

    await user.clear(value);
    await user.paste('{"orderId": 8}');
    await user.click(within(dialog).getByRole('button', { name: /^发\s?送$/ }));
    expect(await within(dialog).findByText(/^消息已发送：\d+:\d+$/, undefined, SLOW)).toBeInTheDocument();
    expect(await valuesOnTopic(pulsar)).toEqual([{ format: 'json', value: { orderId: 8, customer: null } }]);
  });
});
