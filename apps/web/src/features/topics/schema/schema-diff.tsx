import { useTranslation } from 'react-i18next';
import { lineDiff, prettyDefinition } from './schema-format.ts';
import type { BrokerSchema } from '@beacon/pulsar-admin';
import styles from './schema.module.css';

const MARK = { same: ' ', added: '+', removed: '-' } as const;

/** The line diff of two versions' pretty-printed definitions, older on the left of the story. */
export function SchemaDiff({ before, after }: { before: BrokerSchema; after: BrokerSchema }) {
  const { t } = useTranslation();
  const lines = lineDiff(prettyDefinition(before.data), prettyDefinition(after.data));
  const changed = lines.some((line) => line.kind !== 'same') || before.type !== after.type;
  return (
    <div>
      <p>
        {t('schemas.diff.between', { from: before.version, to: after.version })}
        {before.type !== after.type &&
          ` ${t('schemas.diff.typeChanged', { from: before.type, to: after.type })}`}
      </p>
      {!changed ? (
        <p>{t('schemas.diff.identical')}</p>
      ) : (
        <pre className={styles.diff} role="region" aria-label={t('schemas.diff.label')} tabIndex={0}>
          {lines.map((line, index) => (
            <span
              key={index}
              className={line.kind === 'same' ? styles.diffLine : `${styles.diffLine} ${styles[line.kind]}`}
              aria-label={line.kind === 'same' ? undefined : t(`schemas.diff.${line.kind}`)}
            >
              {`${MARK[line.kind]} ${line.text}`}
            </span>
          ))}
        </pre>
      )}
    </div>
  );
}
