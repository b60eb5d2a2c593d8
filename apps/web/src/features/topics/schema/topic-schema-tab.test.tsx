import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tenantAdmin } from '../../../test/console-users.ts';
import type { SimulatedPulsar, SimulatedPulsarOptions } from '../../../test/simulator-network.ts';
import { ORDERS, renderTopicTab } from '../messages/test-support/render-topic-tab.tsx';
import {
  ORDERS_SCHEMA_KEY,
  simulateOrdersTopic,
  type SchemaSeed,
} from './test-support/simulated-orders-topic.ts';
import { TopicSchemaTab } from './topic-schema-tab.tsx';

const V0 = '{"type":"record","name":"Order","fields":[{"name":"id","type":"long"}]}';
const V1 =
  '{"type":"record","name":"Order","fields":[{"name":"id","type":"long"},{"name":"note","type":"string","default":""}]}';
const V2 = '{"type":"record","name":"Order","fields":[{"name":"id","type":"string"}]}';
/** A new field without a default: a reader of it cannot read V0's data, so FULL refuses it. */
const WITH_REQUIRED_FIELD =
  '{"type":"record","name":"Order","fields":[{"name":"id","type":"long"},{"name":"customer","type":"string"}]}';
const SCHEMAS = '/admin/v2/schemas/finance/payments/orders';

/** The namespace's schema compatibility strategy, set as an operator would. */
async function setStrategy(pulsar: SimulatedPulsar, strategy: string) {
  const answer = await pulsar.simulator.handle({
    method: 'PUT',
    url: '/admin/v2/namespaces/finance/payments/schemaCompatibilityStrategy',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(strategy),
  });
  if (answer.status !== 204) throw new Error(`setting ${strategy} answered ${String(answer.status)}`);
}

async function open(schemas: SchemaSeed[], options: SimulatedPulsarOptions = {}) {
  const pulsar = await simulateOrdersTopic(schemas, options);
  return { pulsar, ...renderTopicTab(<TopicSchemaTab topic={ORDERS} />, []) };
}

const calls = async (seen: Request[], method: string) =>
  Promise.all(
    seen
      .filter((request) => request.method === method)
      .map(async (request) =>
        `${method} ${new URL(request.url).pathname} ${await request.clone().text()}`.trim(),
      ),
  );

const cellAfter = (label: HTMLElement) =>
  (label.closest('.ant-descriptions-item-label') ?? label).nextElementSibling;

describe('SCHEMA tab', () => {
  it('shows the latest schema pretty-printed, its history and the diff from the version before', async () => {
    await open([{ schema: V0 }, { schema: V1, properties: { owner: 'payments-team' } }]);
    const definition = await screen.findByLabelText('Definition', { selector: 'pre' });
    expect(definition.textContent).toBe(JSON.stringify(JSON.parse(V1), null, 2));
    const latest = screen.getByRole('region', { name: 'Latest Schema' });
    expect(cellAfter(within(latest).getByText('Type'))).toHaveTextContent('AVRO');
    expect(cellAfter(within(latest).getByText('Version'))).toHaveTextContent('1');
    expect(cellAfter(within(latest).getByText('Property owner'))).toHaveTextContent('payments-team');
    expect(cellAfter(within(latest).getByText('Created'))).toHaveTextContent('Jan 2, 2026, 12:00:00 AM');

    const history = await screen.findByRole('region', { name: 'Version History' });
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(3));
    expect(within(history).getByText('Changes from version 0 to version 1.')).toBeInTheDocument();
    const diff = within(history).getByLabelText('Differences');
    const added = within(diff)
      .getAllByLabelText('added')
      .map((line) => line.textContent);
    expect(added).toContain('+     },');
    expect(added).toContain('+       "name": "note",');
    expect(within(diff).queryAllByLabelText('removed')).toEqual([]);
  });

  it('diffs any two chosen versions', async () => {
    const { user } = await open([{ schema: V0 }, { schema: V1 }, { schema: V2 }]);
    const history = await screen.findByRole('region', { name: 'Version History' });
    await within(history).findByText('Changes from version 1 to version 2.');
    await user.click(within(history).getByRole('combobox', { name: 'Compare version' }));
    await user.click(await screen.findByTitle('Version 0'));
    expect(await within(history).findByText('Changes from version 0 to version 2.')).toBeInTheDocument();
    const diff = within(history).getByLabelText('Differences');
    expect(
      within(diff)
        .getAllByLabelText('removed')
        .map((line) => line.textContent),
    ).toEqual(['-       "type": "long"']);
    expect(
      within(diff)
        .getAllByLabelText('added')
        .map((line) => line.textContent),
    ).toEqual(['+       "type": "string"']);
  });

  it('offers an upload when the topic has no schema, checks compatibility first, then uploads', async () => {
    const { user, pulsar } = await open([]);
    await setStrategy(pulsar, 'BACKWARD');
    const { seen } = pulsar;
    expect(await screen.findByText('This topic has no schema')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload Schema' }));
    const dialog = await screen.findByRole('dialog');
    const upload = within(dialog).getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    const definition = within(dialog).getByLabelText('Definition');
    await user.type(definition, 'not json');
    await user.click(within(dialog).getByRole('button', { name: 'Check Compatibility' }));
    expect(
      await within(dialog).findByText('The definition of this type must be valid JSON'),
    ).toBeInTheDocument();
    expect(await calls(seen, 'POST')).toEqual([]);

    await user.clear(definition);
    await user.click(definition);
    await user.paste(V0);
    await user.click(within(dialog).getByRole('button', { name: 'Add Property' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Property 1 name' }), 'owner');
    await user.type(within(dialog).getByRole('textbox', { name: 'Property 1 value' }), 'team');
    await user.click(within(dialog).getByRole('button', { name: 'Check Compatibility' }));
    expect(
      await within(dialog).findByText('Compatible with the current schema (strategy BACKWARD)'),
    ).toBeInTheDocument();
    await user.click(upload);
    expect(await within(dialog).findByText('Schema uploaded as version 0')).toBeInTheDocument();
    const body = JSON.stringify({ type: 'AVRO', schema: V0, properties: { owner: 'team' } });
    expect(await calls(seen, 'POST')).toEqual([
      `POST /admin/v2/schemas/finance/payments/orders/compatibility ${body}`,
      `POST /admin/v2/schemas/finance/payments/orders/schema ${body}`,
    ]);
    expect(pulsar.state.schemas.get(ORDERS_SCHEMA_KEY)?.versions).toMatchObject([
      { version: 0, type: 'AVRO', data: V0, properties: { owner: 'team' } },
    ]);
    await user.click(within(dialog).getByText('Close'));
    expect(await screen.findByLabelText('Definition', { selector: 'pre' })).toHaveTextContent(
      '"name": "Order"',
    );
  });

  it('shows an incompatible verdict and keeps the upload closed', async () => {
    const { user } = await open([{ schema: V0 }]);
    await user.click(await screen.findByRole('button', { name: 'Upload Schema' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Definition'));
    await user.paste(WITH_REQUIRED_FIELD);
    await user.click(within(dialog).getByRole('button', { name: 'Check Compatibility' }));
    expect(
      await within(dialog).findByText(
        'Not compatible with the current schema (strategy FULL): Pulsar would refuse it',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('says in words why an upload was refused with an empty 409', async () => {
    const { user, pulsar } = await open([{ schema: V0 }]);
    await user.click(await screen.findByRole('button', { name: 'Upload Schema' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Definition'));
    await user.paste(V1);
    await user.click(within(dialog).getByRole('button', { name: 'Check Compatibility' }));
    await within(dialog).findByText(/^Compatible with the current schema/);
    // Between the check and the upload, an operator closes the namespace to new schemas.
    await setStrategy(pulsar, 'ALWAYS_INCOMPATIBLE');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Pulsar did not accept the schema')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Incompatible schema: the topic’s compatibility strategy rejects it'),
    ).toBeInTheDocument();
  });

  it('deletes the schema after a confirmation', async () => {
    const { user, pulsar } = await open([{ schema: V0 }]);
    const { seen } = pulsar;
    await user.click(await screen.findByRole('button', { name: 'Delete Schema' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the schema?' });
    expect(await calls(seen, 'DELETE')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Schema deleted')).toBeInTheDocument();
    expect(await screen.findByText('This topic has no schema')).toBeInTheDocument();
    expect(await calls(seen, 'DELETE')).toEqual(['DELETE /admin/v2/schemas/finance/payments/orders/schema']);
    expect(pulsar.state.schemas.get(ORDERS_SCHEMA_KEY)?.deleted).toBe(true);
  });

  it('says when the schema cannot be read, with the broker reason and a retry', async () => {
    const pulsar = await simulateOrdersTopic([{ schema: V0 }]);
    pulsar.fail({
      method: 'GET',
      pathPrefix: `${SCHEMAS}/schema`,
      status: 412,
      reason: 'Failed to find the ownership for the topic',
    });
    renderTopicTab(<TopicSchemaTab topic={ORDERS} />, []);
    expect(await screen.findByText('Could not read the schema')).toBeInTheDocument();
    expect(screen.getByText('Failed to find the ownership for the topic')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('is forbidden to the administrator of another tenant, without calling Pulsar', async () => {
    const { seen } = await simulateOrdersTopic([], { user: tenantAdmin });
    renderTopicTab(<TopicSchemaTab topic={{ ...ORDERS, tenant: 'marketing' }} />, []);
    expect(await screen.findByText('You may not read schemas in tenant marketing')).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await open([]);
    expect(await screen.findByText('此主题没有 Schema')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '上传 Schema' })).toBeInTheDocument();
  });
});
