import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Translation, TranslationKey } from '../i18n/en/index.ts';

/** A set of fixed words Pulsar answers with (see `pulsarValues` in the translations). */
export type PulsarVocabulary = keyof Translation['pulsarValues'];

interface PulsarValueLabelProps {
  vocabulary: PulsarVocabulary;
  /** Pulsar's own word, e.g. `Key_Shared` or `LedgerOpened`; absent shows a dash. */
  value: string | null | undefined;
  /** Puts the label into a sentence, e.g. "Managed ledger state: {{state}}". */
  format?: (label: string) => string;
}

/**
 * One of Pulsar's fixed words in the user's language, with the word itself in a tooltip so it can be
 * matched to logs and Pulsar's documentation. A word the translations do not know (a newer Pulsar)
 * is shown as Pulsar wrote it rather than hidden.
 */
export function PulsarValueLabel({ vocabulary, value, format = (label) => label }: PulsarValueLabelProps) {
  const { t, i18n } = useTranslation();
  if (!value) return <>{format('—')}</>;
  const key = `pulsarValues.${vocabulary}.${value}` as TranslationKey;
  const known = i18n.exists(`pulsarValues.${vocabulary}.${value}`);
  const label = known ? t(key) : value;
  // Nothing to explain when the label is Pulsar's word itself (English, or Key_Shared in any language).
  if (label === value) return <>{format(label)}</>;
  return (
    <Tooltip title={value}>
      {/* Focusable so the keyboard reaches the tooltip with Pulsar's own word, as the mouse does. */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex */}
      <span tabIndex={0}>{format(label)}</span>
    </Tooltip>
  );
}
