// How the alerts' screens say a rule's scope, threshold and value.
import type { AlertKind, AlertRule } from '@beacon/contracts';
import { useTranslation } from 'react-i18next';

/** `tenant/namespace`, a pattern, or both, as the rule names them. */
export function scopeText(rule: Pick<AlertRule, 'scope'>): string {
  const { tenant, namespace, topicPattern } = rule.scope;
  const where = [tenant, namespace].filter(Boolean).join('/');
  return [where, topicPattern].filter(Boolean).join(' · ');
}

/** A threshold with its unit (`1,000 messages`); a rule without one (no consumers), a dash. */
export function useThresholdText(): (kind: AlertKind, value: number) => string {
  const { t, i18n } = useTranslation();
  return (kind, value) => {
    if (kind === 'no-consumers') return '—';
    return `${value.toLocaleString(i18n.language)} ${t(`alertRules.units.${kind}`)}`;
  };
}
