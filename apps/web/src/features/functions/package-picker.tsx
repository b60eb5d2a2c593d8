import { UploadOutlined } from '@ant-design/icons';
import type { ConfigFieldDefinition } from '@beacon/pulsar-admin';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Switch,
  Typography,
  Upload,
  type FormRule,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { builtinConnectorsQuery, connectorDefinitionQuery } from './components.api.ts';
import type { PackageSource } from './form-schema.ts';
import type { KindDescriptor } from './kinds.ts';
import styles from './functions.module.css';

interface PackagePickerProps {
  descriptor: KindDescriptor;
  mode: 'create' | 'update';
  rules: (path: string) => FormRule[];
}

const NUMERIC = /^(int|long|short|double|float|java\.lang\.(Integer|Long|Short|Double|Float))$/;
const BOOLEAN = /^(boolean|java\.lang\.Boolean)$/;
/** Fields entered as text: strings, numbers, booleans, enums. Maps and lists go in the JSON config. */
const SCALAR = /^(java\.lang\.String|String|char)$/;

/** One field of a builtin connector's config definition (ConfigFieldDefinition), under `connector`. */
function DefinitionField({ definition }: { definition: ConfigFieldDefinition }) {
  const { t } = useTranslation();
  const name = definition.fieldName ?? '';
  const typeName = definition.typeName ?? '';
  const help = definition.attributes?.help;
  const required = definition.attributes?.required === 'true';
  const rules: FormRule[] = required ? [{ required: true, message: t('functions.issues.required') }] : [];
  const common = { name: ['connector', name], label: name, rules, ...(help ? { extra: help } : {}) };
  if (BOOLEAN.test(typeName))
    return (
      <Form.Item {...common} valuePropName="checked">
        <Switch />
      </Form.Item>
    );
  if (NUMERIC.test(typeName))
    return (
      <Form.Item {...common}>
        <InputNumber style={{ width: '100%' }} />
      </Form.Item>
    );
  // A password or key (the definition's `sensitive`) is typed unseen, as the worker's docs ask.
  const sensitive = definition.attributes?.sensitive === 'true';
  return (
    <Form.Item {...common}>
      {sensitive ? (
        <Input.Password autoComplete="new-password" />
      ) : (
        <Input spellCheck={false} autoComplete="off" />
      )}
    </Form.Item>
  );
}

/** The definition's fields the form can show as inputs (the rest are edited in the JSON config). */
export const shownDefinitions = (definitions: readonly ConfigFieldDefinition[]) =>
  definitions.filter(
    (definition) =>
      definition.fieldName &&
      [NUMERIC, BOOLEAN, SCALAR].some((pattern) => pattern.test(definition.typeName ?? '')),
  );

function ConnectorFields({ descriptor, builtin }: { descriptor: KindDescriptor; builtin: string }) {
  const { t } = useTranslation();
  const definition = useQuery(connectorDefinitionQuery(descriptor.kind, builtin));
  if (definition.isError)
    return (
      <Typography.Text type="warning" role="status">
        {t('functions.form.definitionFailed', { message: definition.error.message })}
      </Typography.Text>
    );
  const fields = shownDefinitions(definition.data ?? []);
  if (fields.length === 0) return null;
  return (
    <>
      <Typography.Title level={3} className={styles.group}>
        {t('functions.form.connectorFields')}
      </Typography.Title>
      <div className={styles.fields}>
        {fields.map((field) => (
          <DefinitionField key={field.fieldName} definition={field} />
        ))}
      </div>
    </>
  );
}

/**
 * Where the package comes from (issue 17 item 2): an uploaded file, a package URL, a builtin
 * connector listed by the worker (with its settings from `configdefinition`), or on update the
 * package the worker already holds.
 */
export function PackagePicker({ descriptor, mode, rules }: PackagePickerProps) {
  const { t } = useTranslation();
  const source = Form.useWatch<PackageSource | undefined>('packageSource');
  const builtin = Form.useWatch<string | undefined>('builtin');
  const builtins = useQuery({ ...builtinConnectorsQuery(descriptor.kind), enabled: descriptor.builtins });
  const connectors = (builtins.data ?? []).filter((connector) =>
    descriptor.kind === 'source' ? connector.sourceClass : connector.sinkClass,
  );
  const choices: PackageSource[] = [
    ...(mode === 'update' ? (['keep'] as const) : []),
    'upload',
    'url',
    ...(descriptor.builtins ? (['builtin'] as const) : []),
  ];
  const label = (choice: PackageSource) =>
    ({
      keep: t('functions.form.packageKeep'),
      upload: t('functions.form.packageUpload'),
      url: t('functions.form.fromUrl'),
      builtin: t('functions.form.fromBuiltin'),
    })[choice];

  return (
    <>
      <Form.Item name="packageSource" label={t('functions.form.package')}>
        <Radio.Group
          optionType="button"
          options={choices.map((choice) => ({ value: choice, label: label(choice) }))}
        />
      </Form.Item>
      {source === 'upload' && (
        <Form.Item
          name="file"
          label={t('functions.form.chooseFile')}
          valuePropName="fileList"
          getValueFromEvent={(event: { fileList: unknown[] }) => event.fileList.slice(-1)}
          extra={t('functions.form.fileHint')}
          rules={rules('file')}
        >
          <Upload beforeUpload={() => false} maxCount={1} accept={descriptor.accept}>
            <Button icon={<UploadOutlined aria-hidden />}>{t('functions.form.chooseFile')}</Button>
          </Upload>
        </Form.Item>
      )}
      {source === 'url' && (
        <Form.Item
          name="packageUrl"
          label={t('functions.form.packageUrl')}
          extra={t('functions.form.urlHint')}
          rules={rules('packageUrl')}
        >
          <Input
            spellCheck={false}
            autoComplete="off"
            placeholder={`${descriptor.urlScheme}public/default/name@1.0`}
          />
        </Form.Item>
      )}
      {source === 'builtin' && (
        <>
          <Form.Item name="builtin" label={t('functions.form.packageBuiltin')} rules={rules('builtin')}>
            <Select
              showSearch
              loading={builtins.isFetching}
              placeholder={t('functions.form.builtinPlaceholder')}
              options={connectors.map((connector) => ({
                value: connector.name ?? '',
                label: connector.description
                  ? `${connector.name} — ${connector.description}`
                  : connector.name,
              }))}
            />
          </Form.Item>
          {builtins.isError && (
            <Typography.Text type="danger" role="alert">
              {t('functions.form.builtinsFailed', { message: builtins.error.message })}
            </Typography.Text>
          )}
          {builtin && <ConnectorFields descriptor={descriptor} builtin={builtin} />}
        </>
      )}
    </>
  );
}
