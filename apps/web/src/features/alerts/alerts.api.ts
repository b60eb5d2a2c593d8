// The backlog alerts' calls (decision 0090): GET {prefix}/alerts (pending and firing now, history),
// GET and PUT (create) {prefix}/alerts/rules, POST (change) and DELETE {prefix}/alerts/rules/{id}.
import {
  ALERT_RULES_PATH,
  ALERTS_PATH,
  API_PREFIX,
  type AlertRule,
  type AlertRuleInput,
  type AlertRuleList,
  type AlertsResponse,
} from '@beacon/contracts';
import { requestData } from '../../shared/api/index.ts';

export type { AlertRule, AlertRuleInput, AlertsResponse };

const ALERTS = ALERTS_PATH.slice(API_PREFIX.length);
const RULES = ALERT_RULES_PATH.slice(API_PREFIX.length);
const ruleAt = (id: string) => `${RULES}/${encodeURIComponent(id)}`;

export function fetchAlerts(signal: AbortSignal): Promise<AlertsResponse> {
  return requestData(ALERTS, { signal });
}

export function fetchAlertRules(signal: AbortSignal): Promise<AlertRuleList> {
  return requestData(RULES, { signal });
}

// A refusal is shown inside the dialog, in the server's words, so no toast.
export function createAlertRule(rule: AlertRuleInput): Promise<AlertRule> {
  return requestData(RULES, { method: 'PUT', json: rule, reportErrors: false });
}

export function updateAlertRule({ id, ...rule }: AlertRuleInput & { id: string }): Promise<AlertRule> {
  return requestData(ruleAt(id), { method: 'POST', json: rule, reportErrors: false });
}

export function deleteAlertRule(id: string): Promise<unknown> {
  return requestData(ruleAt(id), { method: 'DELETE' });
}
