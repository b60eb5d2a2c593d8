import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { tenantAdmin, tenantAdminReadingMessages } from '../../../test/console-users.ts';
import { network } from '../../../test/network.ts';
import { batchPayload } from './test-support/batch-payload.ts';
import { ORDERS, renderTopicTab } from './test-support/render-topic-tab.tsx';
import {
  numberedMessages,
  PRODUCER,
  simulateOrdersMessages,
  simulatePartitionedOrdersMessages,
  type MessagesOptions,
  type SeededMessage,
} from './test-support/simulated-messages.ts';
import { TopicMessagesTab } from './topic-messages-tab.tsx';

/** The orders topic holding `messages` in the simulator, open on the MESSAGES tab. */
async function open(messages: SeededMessage[], options: MessagesOptions = {}) {
  const pulsar = await simulateOrdersMessages(messages, options);
  return { ...renderTopicTab(<TopicMessagesTab topic={ORDERS} />, []), pulsar };
}

const payload = () => screen.getByLabelText('Payload', { selector: 'pre' });
// A Descriptions row: the label cell, then the value cell.
const cellAfter = (label: HTMLElement) =>
  (label.closest('.ant-descriptions-item-label') ?? label).nextElementSibling;
const field = (label: string) =>
  cellAfter(within(screen.getByRole('region', { name: 'Message' })).getByText(label));
const examined = (seen: Request[]) =>
  seen
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname.endsWith('/examinemessage'))
    .map((url) => `${url.pathname}?${url.searchParams.toString()}`);

describe('MESSAGES tab', () => {
  it('examines the latest message and shows the metadata Pulsar sends in X-Pulsar-* headers', async () => {
    const messages = numberedMessages(4);
    messages[3] = {
      ...messages[3]!,
      key: 'customer-42',
      eventTime: Date.UTC(2026, 0, 1),
      properties: { origin: 'checkout', trace: 'abc' },
    };
    const { pulsar } = await open(messages);
    const latest = pulsar.stored[3]!;

    expect(await screen.findByText('payload-3')).toBeInTheDocument();
    expect(examined(pulsar.seen)).toEqual([
      '/admin/v2/persistent/finance/payments/orders/examinemessage?initialPosition=latest&messagePosition=1',
    ]);
    expect(field('Message ID')).toHaveTextContent(latest.id);
    // Shown in the console's date-time format (message-view.test.tsx); the instant is on <time>.
    expect(field('Publish Time')?.querySelector('time')).toHaveAttribute(
      'dateTime',
      new Date(latest.publishTime).toISOString(),
    );
    expect(field('Event Time')?.querySelector('time')).toHaveAttribute(
      'dateTime',
      '2026-01-01T00:00:00.000Z',
    );
    expect(field('Key')).toHaveTextContent('customer-42');
    expect(field('Producer')).toHaveTextContent(PRODUCER);
    expect(field('Sequence ID')).toHaveTextContent('3');
    expect(field('Payload Size')).toHaveTextContent('9 bytes');
    const properties = screen.getByLabelText('Properties');
    expect(cellAfter(within(properties).getByText('origin'))).toHaveTextContent('checkout');
    expect(cellAfter(within(properties).getByText('trace'))).toHaveTextContent('abc');
  });

  it('reads the properties of a broker older than 3.1, one X-Pulsar-PROPERTY-<name> header each', async () => {
    await open(numberedMessages(1));
    // Pulsar 3.0 and older (before PR 20627) sent each property in its own header; 4.0, and so the
    // simulator, sends one X-Pulsar-PROPERTY header holding a JSON object.
    network.use(
      http.get('/admin/v2/:domain/:tenant/:namespace/:topic/examinemessage', () =>
        HttpResponse.text('legacy', {
          headers: {
            'Content-Type': 'application/json',
            'X-Pulsar-Message-ID': '17:0',
            'X-Pulsar-publish-time': '2026-01-02T03:04:05.000Z',
            'X-Pulsar-producer-name': PRODUCER,
            'X-Pulsar-sequence-id': '0',
            'X-Pulsar-PROPERTY-origin': 'checkout',
            'X-Pulsar-PROPERTY-region': 'eu',
          },
        }),
      ),
    );
    expect(await screen.findByText('legacy')).toBeInTheDocument();
    const properties = screen.getByLabelText('Properties');
    expect(cellAfter(within(properties).getByText('origin'))).toHaveTextContent('checkout');
    expect(cellAfter(within(properties).getByText('region'))).toHaveTextContent('eu');
  });

  it('shows an empty topic as empty, not as an error (Pulsar answers 412 to examine it)', async () => {
    const { user } = await open([]);
    expect(await screen.findByText('This topic holds no message yet')).toBeInTheDocument();
    expect(screen.queryByText('Could not read the message')).not.toBeInTheDocument();
    await user.click(screen.getByText('Earliest'));
    expect(await screen.findByText('This topic holds no message yet')).toBeInTheDocument();
  });

  it('moves to older and newer messages, counts from the earliest end, and opens the n-th', async () => {
    const { user, pulsar } = await open(numberedMessages(5));
    expect(await screen.findByText('payload-4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('payload-3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByText('payload-4')).toBeInTheDocument();

    await user.click(screen.getByText('Earliest'));
    expect(await screen.findByText('payload-0')).toBeInTheDocument();
    const position = screen.getByRole('spinbutton', { name: 'Position' });
    await user.clear(position);
    await user.type(position, '3');
    expect(await screen.findByText('payload-2')).toBeInTheDocument();
    expect(examined(pulsar.seen)).toContain(
      '/admin/v2/persistent/finance/payments/orders/examinemessage?initialPosition=earliest&messagePosition=3',
    );

    await user.clear(position);
    await user.type(position, '9');
    expect(await screen.findByText('No message at this position')).toBeInTheDocument();
  });

  it('splits a batched entry and shows each message of the batch with its own key and properties', async () => {
    const payload = batchPayload([
      { payload: 'first', key: 'k-a', properties: { n: '1' }, sequenceId: 40 },
      {
        payload: '{"second":true}',
        key: 'k-b',
        properties: { n: '2' },
        eventTime: Date.UTC(2026, 0, 1),
        sequenceId: 41,
      },
    ]);
    const { user } = await open([{ payload, numMessagesInBatch: 2 }]);
    await waitFor(() =>
      expect(screen.getByLabelText('Payload', { selector: 'pre' }).textContent).toBe('first'),
    );
    expect(field('Key')).toHaveTextContent('k-a');
    expect(field('Sequence ID')).toHaveTextContent('40');
    expect(field('Batch')).toHaveTextContent(`2 messages, ${String(payload.length)} bytes`);
    expect(cellAfter(within(screen.getByLabelText('Properties')).getByText('n'))).toHaveTextContent('1');

    await user.click(screen.getByRole('combobox', { name: 'Message of the batch' }));
    await user.click(await screen.findByTitle('Batch index 1 of 2'));
    await waitFor(() => expect(field('Key')).toHaveTextContent('k-b'));
    expect(screen.getByLabelText('Payload', { selector: 'pre' }).textContent).toBe('{\n  "second": true\n}');
    expect(field('Event Time')?.querySelector('time')).toHaveAttribute(
      'dateTime',
      '2026-01-01T00:00:00.000Z',
    );
    expect(cellAfter(within(screen.getByLabelText('Properties')).getByText('n'))).toHaveTextContent('2');
  });

  it('shows a JSON payload pretty, and the same bytes as text or as a hex dump', async () => {
    const { user } = await open([{ payload: '{"id":7,"tags":["a"]}' }]);
    await waitFor(() => expect(payload().textContent).toBe('{\n  "id": 7,\n  "tags": [\n    "a"\n  ]\n}'));

    await user.click(screen.getByText('Text'));
    expect(payload().textContent).toBe('{"id":7,"tags":["a"]}');
    await user.click(screen.getByText('Hex'));
    expect(payload().textContent).toBe(
      '00000000  7b 22 69 64 22 3a 37 2c 22 74 61 67 73 22 3a 5b  {"id":7,"tags":[\n' +
        '00000010  22 61 22 5d 7d                                   "a"]}',
    );
  });

  it('opens a payload as the topic schema says: a STRING topic shows JSON-looking text as written', async () => {
    await open([{ payload: '{"a":1}' }], { schemas: [{ type: 'STRING', schema: '' }] });
    expect(await screen.findByText('Schema: STRING')).toBeInTheDocument();
    await waitFor(() => expect(payload().textContent).toBe('{"a":1}'));
  });

  it('opens binary payloads as hex', async () => {
    await open([{ payload: new Uint8Array([0, 1, 0xff, 0x41]) }]);
    await waitFor(() =>
      expect(payload().textContent).toBe('00000000  00 01 ff 41' + ' '.repeat(36) + '  ...A'),
    );
  });

  it('dumps only the first 64 KB of a large binary payload as hex, and says so', async () => {
    await open([{ payload: new Uint8Array(70_000).fill(0x01) }]);
    expect(await screen.findByText('Hex shows the first 65536 of 70000 bytes')).toBeInTheDocument();
    expect(payload().textContent.split('\n')).toHaveLength(65_536 / 16);
  });

  it('shows a hostile payload, key and property literally, never as markup', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    await open([{ payload: hostile, key: '<b>key</b>', properties: { note: '<script>x()</script>' } }]);
    await waitFor(() => expect(payload().textContent).toBe(hostile));
    expect(field('Key')).toHaveTextContent('<b>key</b>');
    expect(screen.getByText('<script>x()</script>')).toBeInTheDocument();
    expect(document.querySelector('img, b, script')).toBeNull();
  });

  it('gets a message by its id and steps through the ledger from there', async () => {
    const { user, pulsar } = await open(numberedMessages(5));
    const [first, second] = pulsar.stored;
    await screen.findByText('payload-4');

    const id = screen.getByRole('textbox', { name: 'Message ID' });
    await user.type(id, 'nonsense{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('A message ID looks like 12:34 (ledger:entry)');
    await user.clear(id);
    await user.type(id, second!.id);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('payload-1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('payload-0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    expect(pulsar.seen.map((request) => new URL(request.url).pathname)).toContain(
      `/admin/v2/persistent/finance/payments/orders/ledger/${String(first!.ledgerId)}/entry/${String(first!.entryId)}`,
    );
  });

  it('produces a message with key and properties and shows its id', async () => {
    const { user, pulsar } = await open(numberedMessages(2));
    const last = pulsar.stored[1]!;
    await screen.findByText('payload-1');

    await user.click(screen.getByRole('button', { name: 'Produce' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Key'), 'customer-7');
    await user.click(within(dialog).getByRole('button', { name: 'Add Property' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Property 1 name' }), 'origin');
    await user.type(within(dialog).getByRole('textbox', { name: 'Property 1 value' }), 'console');
    await user.type(within(dialog).getByLabelText('Value'), 'hello pulsar');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    // The next entry of the same ledger, on no partition (-1).
    const sent = `${String(last.ledgerId)}:${String(last.entryId + 1)}:-1`;
    expect(await within(dialog).findByText(`Message sent: ${sent}`)).toBeInTheDocument();
    const posts = pulsar.seen.filter((request) => request.method === 'POST');
    expect(posts.map((request) => new URL(request.url).pathname)).toEqual([
      '/topics/persistent/finance/payments/orders',
    ]);
    expect(await posts[0]!.json()).toEqual({
      messages: [{ key: 'customer-7', payload: 'hello pulsar', properties: { origin: 'console' } }],
    });
    await user.click(within(dialog).getByText('Close'));
    // The browser reads the newest message again: the one just sent.
    await waitFor(() => expect(payload().textContent).toBe('hello pulsar'));
    expect(field('Key')).toHaveTextContent('customer-7');
  });

  it('produces on a partition’s page through the partitioned topic’s /partitions/{n}', async () => {
    // A real 4.0.7 broker refuses REST produce by a partition's own name for the second partition
    // it is asked for (pulsarRest.produceToPartition): the console never sends it that way.
    const pulsar = await simulatePartitionedOrdersMessages([
      [{ payload: 'from p0' }],
      [{ payload: 'from p1' }],
    ]);
    const { user } = renderTopicTab(
      <TopicMessagesTab topic={{ ...ORDERS, topic: 'orders-partition-1' }} />,
      [],
    );
    expect(await screen.findByText('from p1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Produce' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Value'), 'to p1');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByText(/^Message sent: \d+:\d+:1$/)).toBeInTheDocument();
    const posts = pulsar.seen.filter((request) => request.method === 'POST');
    expect(posts.map((request) => new URL(request.url).pathname)).toEqual([
      '/topics/persistent/finance/payments/orders/partitions/1',
    ]);
  });

  it('says why Pulsar refused to publish', async () => {
    const { user } = await open(numberedMessages(1), { terminated: true });
    await screen.findByText('payload-0');
    await user.click(screen.getByRole('button', { name: 'Produce' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Value'), 'late');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Pulsar did not publish the message')).toBeInTheDocument();
    expect(within(dialog).getByText('Topic is terminated')).toBeInTheDocument();
  });

  it('shows Pulsar’s refusal when the topic’s schema cannot take a text message (TopicsBase, 500)', async () => {
    // An INT64 topic: AVRO, PROTOBUF_NATIVE and JSON topics take a JSON value by their schema
    // instead (produce-by-schema.test.tsx); the others keep the text path and Pulsar's refusal.
    const { user } = await open([], { schemas: [{ schema: '', type: 'INT64' }] });
    await screen.findByText('This topic holds no message yet');
    await user.click(screen.getByRole('button', { name: 'Produce' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Value'), 'plain text');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Pulsar did not publish the message')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        /^Fail to publish message:.*Unable to add schema SchemaData\(type=STRING, .* to topic persistent:\/\/finance\/payments\/orders$/,
      ),
    ).toBeInTheDocument();
  });

  it('reads a partitioned topic one chosen partition at a time', async () => {
    const pulsar = await simulatePartitionedOrdersMessages([
      [{ payload: 'from p0' }],
      [{ payload: 'from p1' }],
    ]);
    const { user } = renderTopicTab(<TopicMessagesTab topic={ORDERS} />, []);
    expect(await screen.findByText('from p0')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Partition' }));
    await user.click(await screen.findByTitle('Partition 1'));
    expect(await screen.findByText('from p1')).toBeInTheDocument();
    expect(examined(pulsar.seen).map((path) => path.split('?')[0])).toEqual([
      '/admin/v2/persistent/finance/payments/orders-partition-0/examinemessage',
      '/admin/v2/persistent/finance/payments/orders-partition-1/examinemessage',
    ]);
  });

  it('says when the broker fails to read a message, with its reason, and reads it on retry', async () => {
    const { pulsar, user } = await open(numberedMessages(1));
    pulsar.fail({
      pathPrefix: '/admin/v2/persistent/finance/payments/orders/examinemessage',
      status: 500,
      reason: 'Failed to read entry: <ledger fenced>',
      times: 1,
    });
    expect(await screen.findByText('Could not read the message')).toBeInTheDocument();
    expect(screen.getByText('Failed to read entry: <ledger fenced>')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('payload-0')).toBeInTheDocument();
  });

  it('is forbidden to the administrator of another tenant, without calling Pulsar', async () => {
    const pulsar = await simulateOrdersMessages(numberedMessages(1), { user: tenantAdmin });
    renderTopicTab(<TopicMessagesTab topic={{ ...ORDERS, tenant: 'marketing' }} />, []);
    expect(
      await screen.findByText('You may not read or produce messages in tenant marketing'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Produce' })).not.toBeInTheDocument();
    expect(pulsar.seen).toEqual([]);
  });

  it('shows its own tenant’s messages to a tenant admin only where a role grants reading them (issue 30 item 6)', async () => {
    const pulsar = await simulateOrdersMessages(numberedMessages(1), { user: tenantAdmin });
    renderTopicTab(<TopicMessagesTab topic={ORDERS} />, []);
    expect(
      await screen.findByText(
        'You may produce here, but reading messages needs a role that grants Read messages in this tenant.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Produce' })).toBeInTheDocument();
    expect(pulsar.seen.filter((call) => call.url.includes('examinemessage'))).toEqual([]);
  });

  it('reads for a tenant admin whose role grants it', async () => {
    await simulateOrdersMessages(numberedMessages(1), { user: tenantAdminReadingMessages });
    renderTopicTab(<TopicMessagesTab topic={ORDERS} />, []);
    expect(await screen.findByText('payload-0')).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await open(numberedMessages(1));
    expect(await screen.findByText('payload-0')).toBeInTheDocument();
    expect(screen.getByText('从最新消息往前数第 1 条消息')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '生产消息' })).toBeInTheDocument();
    expect(screen.getByText('发布时间')).toBeInTheDocument();
  });
});
