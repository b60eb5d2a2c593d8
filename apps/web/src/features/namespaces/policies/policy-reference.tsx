// The reference line under a policy's help (issue 31 item 7, decision 0086): the unit of each of its
// numbers and the broker settings it maps to. Built from POLICY_UNITS and the catalogue's broker keys
// rather than written into every help text, so the line and the data cannot drift apart. The keys
// show as code: they are broker.conf names, the same on every language's screen.
import { Typography } from 'antd';
import { Fragment } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../../shared/i18n/en/index.ts';
import type { PolicyBrokerKey } from '@beacon/contracts';
import { POLICY_CATALOG, type PolicyId } from './policy-catalog.ts';
import { fieldText } from './policy-texts.ts';
import type { PolicyDescriptor } from './policy-types.ts';
import { unitsOf, type PolicyUnit } from './policy-units.ts';

const unitName = (unit: PolicyUnit) => `policyReference.unitNames.${unit}` as const satisfies TranslationKey;

export function PolicyReference({ policy }: { policy: PolicyDescriptor<PolicyId> }) {
  const { t } = useTranslation();
  const units = unitsOf(policy);
  // A topic's descriptors name no keys of their own: the namespace policy's are the ones in force
  // below both levels, so the line reads the same on either tab. A policy only topics have (max
  // message size) names its own.
  const keys =
    policy.brokerKeys ?? POLICY_CATALOG.find((candidate) => candidate.id === policy.id)?.brokerKeys ?? [];
  if (units.length === 0 && keys.length === 0) return null;
  // With several fields, each unit says which field it belongs to.
  const named = policy.fields.length > 1;
  const unitList = units
    .map(({ field, unit }) =>
      named
        ? t('policyReference.fieldUnit', { field: t(fieldText(policy.id, field)), unit: t(unitName(unit)) })
        : t(unitName(unit)),
    )
    .join(t('policyReference.unitSeparator'));

  return (
    <Typography.Paragraph type="secondary" data-testid={`policy-reference-${policy.id}`}>
      {units.length > 0 &&
        t(units.length > 1 ? 'policyReference.units' : 'policyReference.unit', { units: unitList })}
      {units.length > 0 && keys.length > 0 && t('policyReference.partSeparator')}
      {keys.length > 0 && (
        <Trans
          i18nKey={keys.length > 1 ? 'policyReference.brokerSettings' : 'policyReference.brokerSetting'}
          components={{ keys: <BrokerKeys keys={keys} /> }}
        />
      )}
    </Typography.Paragraph>
  );
}

/** The keys as code, in the catalogue's order, with the language's list separator. */
function BrokerKeys({ keys }: { keys: readonly PolicyBrokerKey[] }) {
  const { t } = useTranslation();
  return keys.map((key, index) => (
    <Fragment key={key}>
      {index > 0 && t('policyReference.keySeparator')}
      <Typography.Text code>{key}</Typography.Text>
    </Fragment>
  ));
}
