import {
  environmentRequestSchema,
  FORM_ISSUES,
  newTopicSchema,
  partitionsIncreaseSchema,
  tenantNameSchema,
} from '@beacon/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { en } from '../i18n/en/index.ts';
import { i18n } from '../i18n/i18n.ts';
import { zh } from '../i18n/zh/index.ts';
import { issueMessage } from './issue-message.ts';
import { fieldProblem } from './zod-rules.ts';

const english = i18n.getFixedT('en');
const chinese = i18n.getFixedT('zh');
const firstIssue = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error!.issues[0]!;

describe('a zod issue becomes one translated message', () => {
  it('reads a contract message in English as the server words it, and in Chinese', () => {
    const issue = firstIssue(tenantNameSchema, '   ');
    expect(issue.message).toBe(FORM_ISSUES.tenantNameRequired);
    expect(issueMessage(issue, english)).toBe('Tenant Name is required');
    expect(issueMessage(issue, chinese)).toBe('租户名称不能为空');
  });

  it('names the refused characters of a Pulsar name in both languages', () => {
    const issue = firstIssue(tenantNameSchema, 'bad name');
    expect(issueMessage(issue, english)).toBe('Use letters, digits and - = : . _ for the name');
    expect(issueMessage(issue, chinese)).toBe('名称只能包含字母、数字和 - = : . _');
  });

  it('fills the placeholders from the form, e.g. the current partition count', () => {
    const issue = firstIssue(partitionsIncreaseSchema(4), 3);
    expect(issueMessage(issue, english, { count: 4 })).toBe(
      'Partitions can only be added: enter more than 4',
    );
    expect(issueMessage(issue, chinese, { count: 4 })).toBe('分区只能增加：请输入大于 4 的数');
  });

  it("translates a web schema's message that is a translation key", () => {
    const issue = firstIssue(z.string().min(1, { error: 'namespacePolicies.validation.required' }), '');
    expect(issueMessage(issue, english)).toBe(english('namespacePolicies.validation.required'));
    expect(issueMessage(issue, chinese)).toBe(chinese('namespacePolicies.validation.required'));
  });

  it("never shows zod's own English: a bound reads as a translated message with the bound", () => {
    const issue = firstIssue(z.string().max(3), 'longer');
    expect(issueMessage(issue, english)).toBe('Use at most 3 characters');
    expect(issueMessage(issue, chinese)).toBe('最多 3 个字符');
    expect(issueMessage(firstIssue(z.number(), 'x'), chinese)).toBe('该值无效');
  });

  it("reads the environment schema's refusals, which the server answers with, in both languages", () => {
    const url = firstIssue(environmentRequestSchema.shape.broker, 'http://user:secret@pulsar:8080');
    expect(url.message).toBe(FORM_ISSUES.urlList);
    expect(issueMessage(url, chinese)).toBe(
      '请使用 http:// 或 https:// URL，多个以逗号分隔，且不要在其中包含凭据',
    );
    const name = firstIssue(environmentRequestSchema.shape.name, '-lab');
    expect(issueMessage(name, english)).toBe('Use letters, digits and . _ - for the environment name');
    expect(issueMessage(name, chinese)).toBe('环境名称只能包含字母、数字以及 . _ -');
  });

  it('has every contract message in English word for word and in Chinese', () => {
    expect(en.forms.issues).toEqual(FORM_ISSUES);
    for (const code of Object.keys(FORM_ISSUES) as (keyof typeof FORM_ISSUES)[]) {
      expect(zh.forms.issues[code]).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('fieldProblem', () => {
  it('reports a cross-field issue on the field it names, and nothing on the others', () => {
    const values = { topic: 'orders-partition-1', partitions: '3' };
    expect(fieldProblem(newTopicSchema, values, 'topic', english)).toBe(
      'The name of a partitioned topic cannot contain “-partition-”',
    );
    expect(fieldProblem(newTopicSchema, values, 'partitions', english)).toBeUndefined();
    expect(fieldProblem(newTopicSchema, { ...values, partitions: '0' }, 'topic', english)).toBeUndefined();
  });

  it('finds an issue inside a list by its full path', () => {
    const schema = z.object({ rows: z.array(z.object({ name: tenantNameSchema })) });
    const values = { rows: [{ name: 'fine' }, { name: '' }] };
    expect(fieldProblem(schema, values, ['rows', 1, 'name'], chinese)).toBe('租户名称不能为空');
    expect(fieldProblem(schema, values, ['rows', 0, 'name'], chinese)).toBeUndefined();
  });
});
