import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms, expectNoContent, expectReason } from './expect-contract.ts';
import { onTarget } from './known-differences.ts';
import { call, openTarget, uniqueName } from './target.ts';
import type { ContractTarget } from './target.ts';

// Resource groups and a namespace's group, answer for answer as Pulsar 4.0.7 gives them
// (admin/impl/ResourceGroupsBase.java, NamespacesBase.internalSetNamespaceResourceGroup at
// NamespacesBase.java:2620-2637, v2 Namespaces.java:2843-2890).

let target: ContractTarget;
let namespace: string;
const created: string[] = [];

const groupPath = (name: string) => `/admin/v2/resourcegroups/${encodeURIComponent(name)}`;
const NO_LIMIT = {
  publishRateInMsgs: -1,
  publishRateInBytes: -1,
  dispatchRateInMsgs: -1,
  dispatchRateInBytes: -1,
};

async function createGroup(body: object): Promise<string> {
  const name = uniqueName('rg');
  created.push(name);
  expectNoContent(await call(target, 'PUT', groupPath(name), body));
  return name;
}

beforeAll(async () => {
  target = await openTarget();
  namespace = `public/${uniqueName('rg-ns')}`;
  expectNoContent(await call(target, 'PUT', `/admin/v2/namespaces/${namespace}`));
});
afterAll(async () => {
  await call(target, 'DELETE', `/admin/v2/namespaces/${namespace}/resourcegroup`);
  await call(target, 'DELETE', `/admin/v2/namespaces/${namespace}`);
  for (const name of created) await call(target, 'DELETE', groupPath(name));
  await target.close();
});

describe('resource groups', () => {
  it('creates a group with -1 for each rate left out, and lists it by name', async () => {
    const name = await createGroup({ publishRateInMsgs: 100 });
    const read = await call(target, 'GET', groupPath(name));
    expectConforms(read, 'GET', '/admin/v2/resourcegroups/{resourcegroup}');
    expect(read.body).toEqual({ ...NO_LIMIT, publishRateInMsgs: 100 });
    const list = await call(target, 'GET', '/admin/v2/resourcegroups');
    expectConforms(list, 'GET', '/admin/v2/resourcegroups');
    expect(list.body).toContain(name);
  });

  it('updates only the rates a PUT names; an explicit -1 lifts a limit', async () => {
    const name = await createGroup({
      publishRateInMsgs: 100,
      publishRateInBytes: 1024,
      dispatchRateInMsgs: 200,
      dispatchRateInBytes: 2048,
    });
    expectNoContent(await call(target, 'PUT', groupPath(name), { dispatchRateInMsgs: 300 }));
    expectNoContent(await call(target, 'PUT', groupPath(name), { publishRateInBytes: -1 }));
    expect((await call(target, 'GET', groupPath(name))).body).toEqual({
      publishRateInMsgs: 100,
      publishRateInBytes: -1,
      dispatchRateInMsgs: 300,
      dispatchRateInBytes: 2048,
    });
  });

  it('answers 404 for a group that does not exist; deleting one is a 500 on a real broker', async () => {
    const missing = uniqueName('rg');
    expectReason(await call(target, 'GET', groupPath(missing)), 404, 'ResourceGroup does not exist');
    // The metadata store's NotFoundException is not mapped on a real broker: an unexpected error.
    const deleted = await call(target, 'DELETE', groupPath(missing));
    expect(deleted.status).toBe(onTarget('delete-resource-group-of-none', { real: 500, simulator: 404 }));
    expect((deleted.body as { reason: string }).reason).toContain(
      onTarget('delete-resource-group-of-none', {
        real: `path /admin/resourcegroups/${missing} not found.`,
        simulator: 'ResourceGroup does not exist',
      }),
    );
  });

  it('refuses a PUT with no body', async () => {
    const name = uniqueName('rg');
    const answer = await call(target, 'PUT', groupPath(name));
    expect(answer.status).toBe(onTarget('resource-group-without-body', { real: 500, simulator: 400 }));
    expect((await call(target, 'GET', groupPath(name))).status).toBe(404);
  });

  it('refuses a rate Jackson cannot read as the field’s Java type with a plain-text 400', async () => {
    const name = uniqueName('rg');
    const tooBig = await call(target, 'PUT', groupPath(name), { dispatchRateInMsgs: 2 ** 31 });
    expect(tooBig.status).toBe(400);
    expect(tooBig.text).toContain(`Numeric value (${String(2 ** 31)}) out of range of int`);
    expect(tooBig.headers.get('content-type')).toMatch(/^text\/plain/);
    expect((await call(target, 'GET', groupPath(name))).status).toBe(404);
  });
});

describe('a namespace’s resource group', () => {
  const nsGroup = () => `/admin/v2/namespaces/${namespace}/resourcegroup`;

  it('answers 200 with no body while the namespace has none', async () => {
    const read = await call(target, 'GET', nsGroup());
    expect(read.status).toBe(200);
    expect(read.text).toBe('');
  });

  it('refuses a group that does not exist with 412', async () => {
    expectReason(
      await call(target, 'POST', `${nsGroup()}/${uniqueName('rg')}`),
      412,
      'ResourceGroup does not exist',
    );
  });

  it('sets it, answers the bare name, shows it in the policies, refuses deleting it while used', async () => {
    const name = await createGroup({ publishRateInMsgs: 10 });
    expectNoContent(await call(target, 'POST', `${nsGroup()}/${name}`));
    const read = await call(target, 'GET', nsGroup());
    expect(read.status).toBe(200);
    // The Java String is resumed as it is: no JSON quotes.
    expect(read.text).toBe(name);
    const policies = await call(target, 'GET', `/admin/v2/namespaces/${namespace}`);
    expect(policies.body).toMatchObject({ resource_group_name: name });

    expectReason(await call(target, 'DELETE', groupPath(name)), 412, 'ResourceGroup is in use');

    expectNoContent(await call(target, 'DELETE', nsGroup()));
    expect((await call(target, 'GET', nsGroup())).text).toBe('');
    expect(
      (await call(target, 'GET', `/admin/v2/namespaces/${namespace}`)).body as Record<string, unknown>,
    ).not.toHaveProperty('resource_group_name');
    expectNoContent(await call(target, 'DELETE', groupPath(name)));
    expect((await call(target, 'GET', groupPath(name))).status).toBe(404);
  });

  it('says which namespace is missing', async () => {
    const missing = `public/${uniqueName('nope')}`;
    expectReason(
      await call(target, 'GET', `/admin/v2/namespaces/${missing}/resourcegroup`),
      404,
      'Namespace does not exist',
    );
    const name = await createGroup({});
    expectReason(
      await call(target, 'POST', `/admin/v2/namespaces/${missing}/resourcegroup/${name}`),
      404,
      'Namespace policies does not exist',
    );
  });
});
