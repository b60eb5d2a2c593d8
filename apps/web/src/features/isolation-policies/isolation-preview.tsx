import { Alert, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClusterBrokers } from '../failure-domains/index.ts';
import { useAllNamespaces } from './all-namespaces.queries.ts';
import { useClusterNamespaces } from './cluster-namespaces.ts';
import { placementsOf } from './broker-placement.ts';
import { brokerHost, compileJavaRegex, matchingNames } from './java-regex.ts';
import styles from './isolation-policy-page.module.css';

/** More names than this are counted, not listed. */
const SHOWN = 30;

export interface PreviewInput {
  namespaces: string[];
  primary: string[];
  secondary: string[];
  /** What is being typed in each list, not yet added. */
  drafts: { namespaces: string; primary: string; secondary: string };
  minLimit: number | null;
}

/** The regexes of a list with its draft, when the draft is a regex not yet in the list. */
const withDraft = (regexes: string[], draft: string) => {
  const typed = draft.trim();
  return typed === '' || regexes.includes(typed) ? regexes : [...regexes, typed];
};

function Names({ names, empty }: { names: string[]; empty: string }) {
  const { t } = useTranslation();
  if (names.length === 0) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <Space size={[4, 4]} wrap>
      {names.slice(0, SHOWN).map((name) => (
        <Tag key={name}>{name}</Tag>
      ))}
      {names.length > SHOWN && (
        <Typography.Text type="secondary">
          {t('isolationPolicies.preview.more', { count: names.length - SHOWN })}
        </Typography.Text>
      )}
    </Space>
  );
}

/** The draft's own verdict: what it alone matches, or why it cannot be read. */
function DraftVerdict({
  draft,
  names,
  noun,
}: {
  draft: string;
  names: readonly string[];
  noun: 'namespaces' | 'brokers';
}) {
  const { t } = useTranslation();
  const typed = draft.trim();
  if (typed === '') return null;
  const compiled = compileJavaRegex(typed);
  if (!compiled.ok) {
    return (
      <Typography.Text type="danger">
        {t('isolationPolicies.issues.invalidRegex', {
          detail: t(`isolationPolicies.regexProblems.${compiled.problem}`),
        })}
      </Typography.Text>
    );
  }
  const count = names.filter(compiled.matches).length;
  return (
    <Typography.Text type="secondary">
      {t(`isolationPolicies.preview.draft.${noun}`, { regex: typed, count })}
    </Typography.Text>
  );
}

/**
 * LIVE PREVIEW (issue 16 item 4): which namespaces and which brokers of the cluster the policy
 * matches right now (a namespace of another cluster is left out, and said so), the regex being typed included, and a warning when the
 * primary brokers are fewer than the minimal available brokers (MinAvailablePolicy fails over).
 */
export function IsolationPreview({ cluster, input }: { cluster: string; input: PreviewInput }) {
  const { t } = useTranslation();
  const allNamespaces = useAllNamespaces();
  const brokers = useClusterBrokers(cluster);

  const namespaceNames = allNamespaces.data ?? [];
  const brokerIds = brokers.data ?? [];
  const hosts = brokerIds.map(brokerHost);

  // Of the environment's namespaces, those of this cluster only: Pulsar places (and unloads) a
  // cluster's own namespaces, those whose replication clusters hold it.
  const matchedAnywhere = matchingNames(withDraft(input.namespaces, input.drafts.namespaces), namespaceNames);
  const ofCluster = useClusterNamespaces(cluster, matchedAnywhere);
  const matchedNamespaces = ofCluster.local ?? matchedAnywhere;
  const otherClusters = matchedAnywhere.length - matchedNamespaces.length;
  const { primary, secondary } = placementsOf(brokerIds, {
    primary: withDraft(input.primary, input.drafts.primary),
    secondary: withDraft(input.secondary, input.drafts.secondary),
  });
  const minimum = input.minLimit ?? 0;
  const hasPrimary = withDraft(input.primary, input.drafts.primary).length > 0;

  return (
    <section aria-labelledby="isolation-preview-heading" aria-live="polite" className={styles.preview}>
      <Typography.Title level={2} id="isolation-preview-heading" style={{ fontSize: 18 }}>
        {t('isolationPolicies.preview.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('isolationPolicies.preview.howMatched')}
      </Typography.Paragraph>

      <Typography.Title level={3} style={{ fontSize: 15 }}>
        {t('isolationPolicies.preview.namespaces', { count: matchedNamespaces.length })}
      </Typography.Title>
      {allNamespaces.isError ? (
        <Typography.Text type="warning">{t('isolationPolicies.preview.namespacesFailed')}</Typography.Text>
      ) : (
        <Space direction="vertical" size={4} style={{ width: '100%' }}>
          <DraftVerdict draft={input.drafts.namespaces} names={namespaceNames} noun="namespaces" />
          <Names names={matchedNamespaces} empty={t('isolationPolicies.preview.noNamespace')} />
          {otherClusters > 0 && (
            <Typography.Text type="secondary">
              {t('isolationPolicies.preview.otherClusters', { count: otherClusters })}
            </Typography.Text>
          )}
        </Space>
      )}

      <Typography.Title level={3} style={{ fontSize: 15 }}>
        {t('isolationPolicies.preview.primary', { count: primary.length })}
      </Typography.Title>
      {brokers.isError ? (
        <Typography.Text type="warning">{t('isolationPolicies.preview.brokersFailed')}</Typography.Text>
      ) : (
        <Space direction="vertical" size={4} style={{ width: '100%' }}>
          <DraftVerdict draft={input.drafts.primary} names={hosts} noun="brokers" />
          <Names names={primary} empty={t('isolationPolicies.preview.noBroker')} />
        </Space>
      )}

      <Typography.Title level={3} style={{ fontSize: 15 }}>
        {t('isolationPolicies.preview.secondary', { count: secondary.length })}
      </Typography.Title>
      {!brokers.isError && (
        <Space direction="vertical" size={4} style={{ width: '100%' }}>
          <DraftVerdict draft={input.drafts.secondary} names={hosts} noun="brokers" />
          <Names names={secondary} empty={t('isolationPolicies.preview.noBroker')} />
        </Space>
      )}

      {hasPrimary && brokers.isSuccess && primary.length < minimum && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 12 }}
          message={t('isolationPolicies.preview.belowMinimum', { count: primary.length, minimum })}
          description={
            secondary.length > 0
              ? t('isolationPolicies.preview.failsOver', { count: secondary.length })
              : t('isolationPolicies.preview.nowhereToGo')
          }
        />
      )}
    </section>
  );
}
