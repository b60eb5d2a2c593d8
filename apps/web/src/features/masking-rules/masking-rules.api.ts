// The masking rules' calls (decision 0073): GET and PUT (create) {prefix}/workbench/masking-rules,
// POST (change) and DELETE {prefix}/workbench/masking-rules/{id}. Super users only.
import {
  API_PREFIX,
  WORKBENCH_MASKING_RULES_PATH,
  type MaskingRule,
  type MaskingRuleInput,
  type MaskingRuleList,
} from '@beacon/contracts';
import { requestData } from '../../shared/api/index.ts';

export type { MaskingRule, MaskingRuleInput };

const RULES = WORKBENCH_MASKING_RULES_PATH.slice(API_PREFIX.length);
const ruleAt = (id: string) => `${RULES}/${encodeURIComponent(id)}`;

export function fetchMaskingRules(signal: AbortSignal): Promise<MaskingRuleList> {
  return requestData(RULES, { signal });
}

// A refusal is shown inside the dialog, in the server's words, so no toast.
export function createMaskingRule(rule: MaskingRuleInput): Promise<MaskingRule> {
  return requestData(RULES, { method: 'PUT', json: rule, reportErrors: false });
}

export function updateMaskingRule({ id, ...rule }: MaskingRuleInput & { id: string }): Promise<MaskingRule> {
  return requestData(ruleAt(id), { method: 'POST', json: rule, reportErrors: false });
}

export function deleteMaskingRule(id: string): Promise<unknown> {
  return requestData(ruleAt(id), { method: 'DELETE' });
}
