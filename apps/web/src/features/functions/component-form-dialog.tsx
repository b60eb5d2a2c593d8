import { useQuery } from '@tanstack/react-query';
import { Collapse, Form, Input, Modal, Progress, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateDialog, useZodRules } from '../../shared/forms/index.ts';
import { AsyncState } from '../../shared/ui/index.ts';
import { ConfigFieldInput } from './config-field-input.tsx';
import {
  FIELD_GROUPS,
  newValues,
  valuesFromConfig,
  type FieldGroup,
  type FieldValues,
} from './config-fields.ts';
import { componentConfigQuery, useWriteComponent } from './components.api.ts';
import { NothingChangedError, writeFor } from './component-write.ts';
import { componentFormSchema, type ComponentFormValues } from './form-schema.ts';
import { KINDS, type ComponentKind, type KindDescriptor } from './kinds.ts';
import { PackagePicker } from './package-picker.tsx';
import styles from './functions.module.css';
import { useKindText } from './use-kind-text.ts';

interface ComponentFormDialogProps {
  kind: ComponentKind;
  tenant: string;
  namespace: string;
  /** Update this one; absent, create a new one. */
  name?: string | undefined;
  onClose: () => void;
}

/** The groups shown open; the others fold away (their fields still validate: forceRender). */
const OPEN_GROUPS: readonly FieldGroup[] = ['basics', 'topics'];

/**
 * New and Update for the three kinds (issue 17 item 2): every field of the descriptor, validated
 * before sending; the package uploaded with a progress bar, named by URL, or a builtin connector.
 * Update reads the config back first and sends only what changed.
 */
export function ComponentFormDialog(props: ComponentFormDialogProps) {
  const { t } = useTranslation();
  const text = useKindText(props.kind);
  const ref = { kind: props.kind, tenant: props.tenant, namespace: props.namespace, name: props.name ?? '' };
  const config = useQuery({ ...componentConfigQuery(ref), enabled: props.name !== undefined });
  if (props.name === undefined) return <ComponentForm {...props} />;
  if (config.isSuccess)
    return <ComponentForm {...props} initial={valuesFromConfig(KINDS[props.kind].fields, config.data)} />;
  return (
    <Modal open title={text('edit')} footer={null} onCancel={props.onClose}>
      <AsyncState query={config} errorTitle={t('functions.detail.loadFailed')}>
        {() => null}
      </AsyncState>
    </Modal>
  );
}

function FieldGroups({
  descriptor,
  rules,
}: {
  descriptor: KindDescriptor;
  rules: ReturnType<typeof useZodRules>;
}) {
  const { t } = useTranslation();
  const groupTitle = (group: FieldGroup) =>
    (t as unknown as (key: string) => string)(`functions.form.groups.${group}`);
  const groups = FIELD_GROUPS.map((group) => ({
    group,
    fields: descriptor.fields.filter((field) => field.group === group),
  })).filter(({ fields }) => fields.length > 0);
  const section = (group: FieldGroup, fields: typeof descriptor.fields) => (
    <div className={styles.fields}>
      {fields.map((field) => (
        <ConfigFieldInput key={field.key} field={field} rules={rules(field.key)} />
      ))}
    </div>
  );
  return (
    <>
      {groups
        .filter(({ group }) => OPEN_GROUPS.includes(group))
        .map(({ group, fields }) => (
          <section key={group} aria-label={groupTitle(group)}>
            <Typography.Title level={3} className={styles.group}>
              {groupTitle(group)}
            </Typography.Title>
            {section(group, fields)}
          </section>
        ))}
      <Collapse
        size="small"
        items={groups
          .filter(({ group }) => !OPEN_GROUPS.includes(group))
          .map(({ group, fields }) => ({
            key: group,
            label: groupTitle(group),
            forceRender: true,
            children: section(group, fields),
          }))}
      />
    </>
  );
}

function ComponentForm({
  kind,
  tenant,
  namespace,
  name,
  initial,
  onClose,
}: ComponentFormDialogProps & { initial?: FieldValues }) {
  const { t } = useTranslation();
  const text = useKindText(kind);
  const descriptor = KINDS[kind];
  const mode = initial === undefined ? 'create' : 'update';
  const [form] = Form.useForm<ComponentFormValues>();
  const write = useWriteComponent({ kind, tenant, namespace }, mode);
  const [progress, setProgress] = useState<number>();
  const [refusedHere, setRefusedHere] = useState<Error>();
  const schema = useMemo(() => componentFormSchema(descriptor, mode), [descriptor, mode]);
  const rules = useZodRules(schema);
  const typedName = Form.useWatch('name', form) as string | undefined;
  const shownName = name ?? (typedName ?? '').trim();
  const initialValues = useMemo<ComponentFormValues>(
    () => ({
      ...(initial ?? newValues(descriptor.fields)),
      name: name ?? '',
      packageSource: mode === 'update' ? 'keep' : descriptor.builtins ? 'builtin' : 'upload',
      packageUrl: '',
      builtin: undefined,
      file: [],
      connector: {},
    }),
    [initial, name, mode, descriptor],
  );

  async function send(values: ComponentFormValues) {
    const target = { tenant, namespace, name: name ?? values.name.trim() };
    setRefusedHere(undefined);
    let request: ReturnType<typeof writeFor>;
    try {
      request = writeFor(descriptor, target, values, initial);
    } catch (error) {
      // An update that changes nothing is not sent: the worker would refuse it anyway.
      if (error instanceof NothingChangedError) setRefusedHere(new Error(t('functions.form.nothingChanged')));
      throw error;
    }
    const uploading = request.package !== undefined && 'file' in request.package;
    setProgress(uploading ? 0 : undefined);
    try {
      await write.mutateAsync({
        name: target.name,
        write: request,
        ...(uploading ? { onProgress: setProgress } : {}),
      });
    } finally {
      setProgress(undefined);
    }
  }

  return (
    <CreateDialog<ComponentFormValues>
      title={mode === 'create' ? text('new') : `${text('edit')} ${name ?? ''}`}
      okText={mode === 'create' ? t('functions.actions.create') : t('functions.actions.update')}
      name={`${kind}-form`}
      form={form}
      initialValues={initialValues}
      create={{
        mutateAsync: send,
        isPending: write.isPending,
        error: write.error ?? refusedHere,
      }}
      createdText={text(mode === 'create' ? 'created' : 'updated', { name: shownName })}
      failed={t('functions.form.createFailed')}
      onClose={onClose}
    >
      {mode === 'create' && (
        <Typography.Paragraph type="secondary">
          {t('functions.form.createsIn', { namespace: `${tenant}/${namespace}` })}
        </Typography.Paragraph>
      )}
      {mode === 'create' ? (
        <Form.Item name="name" label={t('functions.form.name')} rules={rules('name')}>
          <Input autoFocus spellCheck={false} autoComplete="off" />
        </Form.Item>
      ) : (
        <Typography.Paragraph type="secondary">{t('functions.form.updateHint')}</Typography.Paragraph>
      )}
      <PackagePicker descriptor={descriptor} mode={mode} rules={rules} />
      {progress !== undefined && (
        <div role="status" aria-label={t('functions.form.uploading')}>
          <Typography.Text>{t('functions.form.uploading')}</Typography.Text>
          <Progress percent={Math.round(progress * 100)} size="small" />
        </div>
      )}
      <FieldGroups descriptor={descriptor} rules={rules} />
    </CreateDialog>
  );
}
