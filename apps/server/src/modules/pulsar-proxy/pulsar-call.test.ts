// The server's one way to a Pulsar path and answer (decision 0053): a catalogue entry, its
// parameters encoded once by the catalogue's encoder, its query appended, its answer checked.
import { bookKeeper, tenants, topics } from '@beacon/pulsar-admin';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pulsarAnswers } from './pulsar-answers.ts';
import { AnswerShapeError, checkedRead, pulsarRequestPath, readPath } from './pulsar-call.ts';

describe('pulsarRequestPath', () => {
  it('fills the template with each parameter encoded once', () => {
    expect(
      pulsarRequestPath(topics.stats, {
        domain: 'persistent',
        tenant: 'acme',
        namespace: 'iot',
        topic: 'a/b c%d',
      }),
    ).toBe('/admin/v2/persistent/acme/iot/a%2Fb%20c%25d/stats');
    expect(readPath(pulsarAnswers.tenant, { tenant: 'ac me' })).toBe('/admin/v2/tenants/ac%20me');
  });

  it('appends the query, leaving out what is undefined', () => {
    expect(pulsarRequestPath(bookKeeper.listBookies, {}, { type: 'rw', print_hostnames: true })).toBe(
      '/api/v1/bookie/list_bookies?type=rw&print_hostnames=true',
    );
    expect(pulsarRequestPath(bookKeeper.listBookies, {}, { type: 'ro', print_hostnames: undefined })).toBe(
      '/api/v1/bookie/list_bookies?type=ro',
    );
    expect(pulsarRequestPath(tenants.list, {})).toBe('/admin/v2/tenants');
  });

  it('refuses a parameter left empty rather than calling another path', () => {
    expect(() => pulsarRequestPath(tenants.get, { tenant: '' })).toThrow('no value for {tenant}');
  });
});

describe('checkedRead', () => {
  it('returns the checked answer, the same object for the same answer', () => {
    const answer = ['acme', 'public'];
    const checked = pulsarAnswers.tenantNames.answer(answer);
    expect(checked).toEqual(answer);
    expect(pulsarAnswers.tenantNames.answer(answer)).toBe(checked);
  });

  it('refuses an answer of another shape, naming the call and where it departs', () => {
    expect(() => pulsarAnswers.tenantNames.answer({ tenants: [] })).toThrow(AnswerShapeError);
    expect(() => pulsarAnswers.tenant.answer({ adminRoles: 'admin' })).toThrow(
      /^GET \/admin\/v2\/tenants\/\{tenant\} answered other than Pulsar does at adminRoles: /,
    );
  });

  it('checks only the fields a view names, and keeps the others of a loose one', () => {
    const stats = { msgRateIn: 1, producerCount: 2 };
    expect(pulsarAnswers.topicStats.answer(stats)).toEqual(stats);
    expect(() => pulsarAnswers.topicStats.answer({ msgRateIn: 'fast' })).toThrow(AnswerShapeError);
  });

  it('takes a schema narrower than the answer type (one member of a union)', () => {
    const read = checkedRead(bookKeeper.listBookieInfo, z.record(z.string(), z.string()));
    expect(read.answer({ 'bookie:3181': ': {Free: 1(1B), Total: 2(2B)},' })).toEqual({
      'bookie:3181': ': {Free: 1(1B), Total: 2(2B)},',
    });
  });
});
