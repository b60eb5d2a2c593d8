import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from './history.api.ts';

/**
 * What a change changed, in the reader's language: a policy by the name the POLICIES tabs give it,
 * a role's grant, a broker setting by its own name, or the whole tenant, cluster or isolation policy.
 */
export function useSubjectLabel(): (entry: Pick<HistoryEntry, 'subject'>) => string {
  const { t, i18n } = useTranslation();
  return ({ subject }) => {
    if (subject.startsWith('permissions/'))
      return t('history.subjects.permissions', { role: subject.slice('permissions/'.length) });
    if (subject === 'tenant' || subject === 'cluster' || subject === 'isolation-policy')
      return t(`history.subjects.${subject}`);
    const policy = `namespacePolicies.policies.${subject}.label`;
    return i18n.exists(policy) ? String(t(policy as never)) : subject;
  };
}
