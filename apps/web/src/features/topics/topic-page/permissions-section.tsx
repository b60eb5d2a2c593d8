import { Alert, Button, Checkbox, Empty, Form, Input, Space, Table, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/auth/index.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { toast } from '../../../shared/ui/toast-store.ts';
import { PulsarValueLabel } from '../../../shared/ui/pulsar-value-label.tsx';
import { fullTopicName } from '../topic-name.ts';
import { grantPermission, revokePermission, type TopicTarget } from '../topic-operations.api.ts';
import { usePermissions, useTopicMutation } from '../topics.queries.ts';
import { ConfirmAction } from './confirm-action.tsx';
import styles from './topic-page.module.css';

/** The actions a client role can be granted on a topic (spec 6). */
export const TOPIC_ACTIONS = ['consume', 'produce', 'functions'] as const;

interface GrantValues {
  role: string;
  actions: string[];
}

/** Topic permissions per client role: GET …/permissions, grant POST and revoke DELETE …/permissions/{role}. */
export function PermissionsSection({ target }: { target: TopicTarget }) {
  const { t } = useTranslation();
  const topic = fullTopicName(target.name);
  const permissions = usePermissions(target);
  const mayWrite = useCan('topic.permission.write', target.name.tenant);
  const [form] = Form.useForm<GrantValues>();
  const [refusal, setRefusal] = useState<string>();
  const firing = useRef(false);
  const grant = useTopicMutation(target, ({ role, actions }: GrantValues) =>
    grantPermission(target, role, actions),
  );
  const revoke = useTopicMutation(target, (role: string) => revokePermission(target, role));
  const rows = Object.entries(permissions.data ?? {})
    .map(([role, actions]) => ({ role, actions }))
    .sort((a, b) => a.role.localeCompare(b.role));

  async function submit({ role, actions }: GrantValues) {
    if (firing.current) return;
    firing.current = true;
    setRefusal(undefined);
    try {
      await grant.mutateAsync({ role: role.trim(), actions });
      toast.success(t('topics.policies.granted', { role: role.trim() }));
      form.resetFields();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      firing.current = false;
    }
  }

  let table;
  if (permissions.isPending) table = <PageLoading />;
  else if (permissions.isError)
    table = (
      <ErrorState
        title={t('topics.policies.failed')}
        detail={permissions.error.message}
        onRetry={() => void permissions.refetch()}
        retrying={permissions.isFetching}
      />
    );
  else
    table = (
      <Table
        aria-label={t('topics.policies.permissionsTable', { topic })}
        rowKey="role"
        dataSource={rows}
        size="small"
        pagination={false}
        scroll={{ x: 480 }}
        locale={{ emptyText: <Empty description={t('topics.policies.none')} /> }}
        columns={[
          { key: 'role', title: t('topics.policies.role'), render: (_, row) => row.role },
          {
            key: 'actions',
            title: t('topics.policies.actions'),
            render: (_, row) =>
              row.actions.map((action) => (
                <Tag key={action}>
                  <PulsarValueLabel vocabulary="authAction" value={action} />
                </Tag>
              )),
          },
          {
            key: 'revoke',
            title: t('topics.policies.revoke'),
            render: (_, row) => (
              <ConfirmAction
                label={t('topics.policies.revoke')}
                buttonProps={{
                  size: 'small',
                  'aria-label': t('topics.policies.revokeNamed', { role: row.role }),
                }}
                danger
                disabled={!mayWrite}
                title={t('topics.policies.revokeNamed', { role: row.role })}
                description={t('topics.policies.confirmRevoke', { role: row.role, topic })}
                onConfirm={async () => {
                  await revoke.mutateAsync(row.role);
                  toast.success(t('topics.policies.revoked', { role: row.role }));
                }}
              />
            ),
          },
        ]}
      />
    );

  return (
    <section className={styles.section} aria-labelledby="topic-permissions">
      <h2 id="topic-permissions" className={styles.sectionTitle}>
        {t('topics.policies.permissions')}
      </h2>
      <Typography.Text type="secondary">{t('topics.policies.permissionsHint')}</Typography.Text>
      {!mayWrite && <Typography.Text type="secondary">{t('topics.policies.readOnly')}</Typography.Text>}
      {table}
      {mayWrite && (
        <Form<GrantValues>
          form={form}
          layout="inline"
          initialValues={{ role: '', actions: [] }}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item
            name="role"
            label={t('topics.policies.role')}
            rules={[
              {
                validator: (_, value: string | undefined) => {
                  const role = value?.trim() ?? '';
                  if (!role) return Promise.reject(new Error(t('topics.policies.roleRequired')));
                  if (permissions.data && role in permissions.data)
                    return Promise.reject(new Error(t('topics.policies.roleExists')));
                  return Promise.resolve();
                },
              },
            ]}
          >
            <Input placeholder={t('topics.policies.rolePlaceholder')} />
          </Form.Item>
          <Form.Item
            name="actions"
            label={t('topics.policies.actions')}
            rules={[{ type: 'array', min: 1, message: t('topics.policies.actionsRequired') }]}
          >
            <Checkbox.Group
              options={TOPIC_ACTIONS.map((action) => ({
                value: action,
                label: <PulsarValueLabel vocabulary="authAction" value={action} />,
              }))}
            />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={grant.isPending}>
              {t('topics.policies.grant')}
            </Button>
          </Space>
        </Form>
      )}
      <div aria-live="polite">
        {refusal !== undefined && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('topics.operations.refused', { reason: refusal })}
          />
        )}
      </div>
    </section>
  );
}
