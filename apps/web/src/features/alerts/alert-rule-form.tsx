// The fields of New and Edit alert rule, checked field by field in the user's language (one zod
// schema of the form, useZodRules) before the server checks them again with the contract's schema.
import {
  ALERT_KINDS,
  MAX_DESTINATIONS,
  MAX_DURATION_SECONDS,
  MAX_PATTERN_LENGTH,
  type AlertKind,
  type AlertRuleInput,
} from '@beacon/contracts';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Radio, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useZodRules } from '../../shared/forms/index.ts';
import { EnvironmentSelect } from '../environments/index.ts';
import styles from './alert-rule-form.module.css';

export interface DestinationValues {
  url: string;
  format: 'json' | 'slack';
  secret: string;
}

export interface RuleValues {
  name: string;
  environment: string;
  enabled: boolean;
  kind: AlertKind;
  tenant: string;
  namespace: string;
  topicPattern: string;
  patternSyntax: 'glob' | 'regex';
  subscriptionPattern: string;
  threshold: number | null;
  durationSeconds: number | null;
  destinations: DestinationValues[];
}

export const NEW_RULE: RuleValues = {
  name: '',
  environment: '',
  enabled: true,
  kind: 'backlog-messages',
  tenant: '',
  namespace: '',
  topicPattern: '',
  patternSyntax: 'glob',
  subscriptionPattern: '',
  threshold: 1000,
  durationSeconds: 300,
  destinations: [],
};

const isHttpUrl = (value: string) => {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** The form's rules; `keptSecrets`: URLs whose secret the server keeps (an edited rule's). */
export function ruleFormSchema(keptSecrets: ReadonlySet<string>) {
  return z
    .object({
      name: z.string().trim().min(1, 'alertRules.issues.name').max(128, 'alertRules.issues.name'),
      environment: z.string().trim().min(1, 'alertRules.issues.environment'),
      tenant: z.string(),
      namespace: z.string(),
      topicPattern: z.string().max(MAX_PATTERN_LENGTH, 'alertRules.issues.pattern'),
      subscriptionPattern: z.string().max(MAX_PATTERN_LENGTH, 'alertRules.issues.pattern'),
      threshold: z.number({ message: 'alertRules.issues.threshold' }).min(0, 'alertRules.issues.threshold'),
      durationSeconds: z
        .number({ message: 'alertRules.issues.duration' })
        .int('alertRules.issues.duration')
        .min(0, 'alertRules.issues.duration')
        .max(MAX_DURATION_SECONDS, 'alertRules.issues.duration'),
      destinations: z.array(
        z
          .object({ url: z.string(), format: z.string(), secret: z.string() })
          .superRefine((destination, context) => {
            if (!isHttpUrl(destination.url.trim()))
              context.addIssue({ code: 'custom', path: ['url'], message: 'alertRules.issues.url' });
            const kept = keptSecrets.has(destination.url.trim());
            if (destination.secret === '' ? !kept : destination.secret.length < 8)
              context.addIssue({ code: 'custom', path: ['secret'], message: 'alertRules.issues.secret' });
          }),
      ),
    })
    .superRefine((values, context) => {
      if (values.tenant.trim() === '' && values.topicPattern.trim() === '')
        context.addIssue({ code: 'custom', path: ['tenant'], message: 'alertRules.issues.scope' });
      if (values.namespace.trim() !== '' && values.tenant.trim() === '')
        context.addIssue({
          code: 'custom',
          path: ['namespace'],
          message: 'alertRules.issues.namespaceNeedsTenant',
        });
    });
}

/** What the server is sent: empty texts left out, a secret left empty kept by the server. */
export function ruleInputOf(values: RuleValues): AlertRuleInput {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    name: values.name.trim(),
    environment: values.environment,
    enabled: values.enabled,
    kind: values.kind,
    scope: {
      tenant: text(values.tenant),
      namespace: text(values.namespace),
      topicPattern: text(values.topicPattern),
      patternSyntax: values.patternSyntax,
    },
    subscriptionPattern: values.kind === 'publish-rate-drop' ? undefined : text(values.subscriptionPattern),
    threshold: values.kind === 'no-consumers' ? 0 : (values.threshold ?? 0),
    durationSeconds: values.durationSeconds ?? 0,
    destinations: values.destinations.map(({ url, format, secret }) => ({
      url: url.trim(),
      format,
      ...(secret === '' ? {} : { secret }),
    })),
  };
}

export function RuleFields({ keptSecrets }: { keptSecrets: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const rules = useZodRules(ruleFormSchema(keptSecrets));
  const kind = Form.useWatch<AlertKind | undefined>('kind');
  return (
    <>
      <Form.Item name="name" label={t('alertRules.fields.name')} rules={rules('name')}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="environment" label={t('alertRules.fields.environment')} rules={rules('environment')}>
        <EnvironmentSelect />
      </Form.Item>
      <Form.Item name="enabled" label={t('alertRules.fields.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="kind" label={t('alertRules.fields.kind')}>
        <Select options={ALERT_KINDS.map((value) => ({ value, label: t(`alertRules.kinds.${value}`) }))} />
      </Form.Item>
      <Form.Item
        name="tenant"
        label={t('alertRules.fields.tenant')}
        rules={rules('tenant')}
        dependencies={['topicPattern']}
      >
        <Input spellCheck={false} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="namespace"
        label={t('alertRules.fields.namespace')}
        rules={rules('namespace')}
        dependencies={['tenant']}
      >
        <Input spellCheck={false} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="topicPattern"
        label={t('alertRules.fields.topicPattern')}
        extra={t('alertRules.fields.topicPatternHint')}
        rules={rules('topicPattern')}
      >
        <Input spellCheck={false} autoComplete="off" placeholder="persistent://tenant/namespace/*" />
      </Form.Item>
      <Form.Item name="patternSyntax" label={t('alertRules.fields.patternSyntax')}>
        <Radio.Group
          options={[
            { value: 'glob', label: t('alertRules.fields.glob') },
            { value: 'regex', label: t('alertRules.fields.regex') },
          ]}
        />
      </Form.Item>
      {kind !== 'publish-rate-drop' && (
        <Form.Item
          name="subscriptionPattern"
          label={t('alertRules.fields.subscriptionPattern')}
          extra={t('alertRules.fields.subscriptionPatternHint')}
          rules={rules('subscriptionPattern')}
        >
          <Input spellCheck={false} autoComplete="off" />
        </Form.Item>
      )}
      {kind !== 'no-consumers' && (
        <Form.Item name="threshold" label={t('alertRules.fields.threshold')} rules={rules('threshold')}>
          <InputNumber min={0} addonAfter={kind ? t(`alertRules.units.${kind}`) : undefined} />
        </Form.Item>
      )}
      <Form.Item
        name="durationSeconds"
        label={t('alertRules.fields.durationSeconds')}
        extra={t('alertRules.fields.durationHint')}
        rules={rules('durationSeconds')}
      >
        <InputNumber min={0} max={MAX_DURATION_SECONDS} precision={0} />
      </Form.Item>
      <Destinations rules={rules} keptSecrets={keptSecrets} />
    </>
  );
}

function Destinations({
  rules,
  keptSecrets,
}: {
  rules: ReturnType<typeof useZodRules>;
  keptSecrets: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  const destinations = Form.useWatch<DestinationValues[] | undefined>('destinations') ?? [];
  return (
    <Form.List name="destinations">
      {(fields, { add, remove }) => (
        <fieldset className={styles.destinations}>
          <legend>{t('alertRules.fields.destinations')}</legend>
          {fields.map((field, index) => (
            <Space key={field.key} align="start" wrap>
              <Form.Item
                name={[field.name, 'url']}
                label={t('alertRules.fields.url')}
                rules={rules(['destinations', field.name, 'url'])}
              >
                <Input className={styles.url} spellCheck={false} autoComplete="off" placeholder="https://" />
              </Form.Item>
              <Form.Item name={[field.name, 'format']} label={t('alertRules.fields.format')}>
                <Select
                  style={{ minWidth: 120 }}
                  options={[
                    { value: 'json', label: t('alertRules.fields.json') },
                    { value: 'slack', label: t('alertRules.fields.slack') },
                  ]}
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'secret']}
                label={t('alertRules.fields.secret')}
                extra={t('alertRules.fields.secretHint')}
                rules={rules(['destinations', field.name, 'secret'])}
                dependencies={[['destinations', field.name, 'url']]}
              >
                <Input.Password
                  autoComplete="new-password"
                  placeholder={
                    keptSecrets.has(destinations[index]?.url.trim() ?? '')
                      ? t('alertRules.fields.secretKept')
                      : undefined
                  }
                />
              </Form.Item>
              <Button
                type="text"
                icon={<MinusCircleOutlined />}
                aria-label={t('alertRules.fields.removeDestination', { index: index + 1 })}
                onClick={() => remove(field.name)}
              />
            </Space>
          ))}
          {fields.length < MAX_DESTINATIONS && (
            <Button icon={<PlusOutlined />} onClick={() => add({ url: '', format: 'json', secret: '' })}>
              {t('alertRules.fields.addDestination')}
            </Button>
          )}
        </fieldset>
      )}
    </Form.List>
  );
}
