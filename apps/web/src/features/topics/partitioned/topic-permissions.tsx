import { Alert, Button, Checkbox, Form, Input, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/auth/index.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { toast } from '../../../shared/ui/toast-store.ts';
import { PulsarValueLabel } from '../../../shared/ui/pulsar-value-label.tsx';
import { fullTopicName, type TopicName } from '../topic-name.ts';
import { reasonOf } from './confirm-dialog.tsx';
import type { AuthAction } from './partitioned-topic.api.ts';
import {
  useGrantTopicPermission,
  useRevokeTopicPermission,
  useTopicPermissions,
} from './partitioned-topic.queries.ts';

/** Spec 6: topic permissions are granted to client roles with consume, produce and functions. */
const ACTIONS: AuthAction[] = ['consume', 'produce', 'functions'];

interface GrantValues {
  role: string;
  actions: AuthAction[];
}

/** GET / POST / DELETE …/permissions[/{role}] on the partitioned topic (Pulsar applies it to all partitions). */
export function TopicPermissions({ name }: { name: TopicName }) {
  const { t } = useTranslation();
  const allowed = useCan('topic.permission.write', name.tenant);
  const permissions = useTopicPermissions(name);
  const grant = useGrantTopicPermission(name);
  const revoke = useRevokeTopicPermission(name);
  const [form] = Form.useForm<GrantValues>();
  const topic = fullTopicName(name);
  const rows = Object.entries(permissions.data ?? {}).map(([role, actions]) => ({ role, actions }));
  const failure = grant.error ?? revoke.error;

  return (
    <section>
      <Typography.Title level={2}>{t('partitionedTopics.permissions.title')}</Typography.Title>
      <Typography.Paragraph>{t('partitionedTopics.permissions.explain')}</Typography.Paragraph>
      {!allowed && <Alert type="warning" showIcon title={t('partitionedTopics.permissions.readOnly')} />}
      {permissions.isError ? (
        <ErrorState
          title={t('partitionedTopics.permissions.failed')}
          detail={permissions.error.message}
          onRetry={() => void permissions.refetch()}
        />
      ) : (
        <Table
          aria-label={t('partitionedTopics.permissions.caption', { topic })}
          rowKey="role"
          size="small"
          pagination={false}
          loading={permissions.isPending}
          dataSource={rows}
          locale={{ emptyText: t('partitionedTopics.permissions.empty') }}
          columns={[
            { key: 'role', dataIndex: 'role', title: t('partitionedTopics.permissions.role') },
            {
              key: 'actions',
              title: t('partitionedTopics.permissions.actions'),
              render: (_value, row) =>
                row.actions.map((action) => (
                  <Tag key={action}>
                    <PulsarValueLabel vocabulary="authAction" value={action} />
                  </Tag>
                )),
            },
            {
              key: 'revoke',
              title: '',
              render: (_value, row) => (
                <Popconfirm
                  title={t('partitionedTopics.permissions.revokeConfirm', { role: row.role, topic })}
                  onConfirm={() =>
                    void revoke
                      .mutateAsync(row.role)
                      .then(() =>
                        toast.success(t('partitionedTopics.permissions.revoked', { role: row.role })),
                      )
                      .catch(() => undefined)
                  }
                  okButtonProps={{ danger: true, loading: revoke.isPending }}
                  disabled={!allowed}
                >
                  <Button
                    danger
                    size="small"
                    disabled={!allowed}
                    aria-label={t('partitionedTopics.permissions.revokeOf', { role: row.role })}
                  >
                    {t('partitionedTopics.permissions.revoke')}
                  </Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      )}
      <Form<GrantValues>
        form={form}
        layout="vertical"
        disabled={!allowed}
        aria-label={t('partitionedTopics.permissions.grantTitle')}
        onFinish={({ role, actions }) =>
          void grant
            .mutateAsync({ role: role.trim(), actions })
            .then(() => {
              toast.success(t('partitionedTopics.permissions.granted', { role: role.trim() }));
              form.resetFields();
            })
            .catch(() => undefined)
        }
      >
        <Space wrap align="start">
          <Form.Item
            name="role"
            label={t('partitionedTopics.permissions.role')}
            rules={[
              { required: true, whitespace: true, message: t('partitionedTopics.permissions.roleRequired') },
            ]}
          >
            <Input placeholder={t('partitionedTopics.permissions.rolePlaceholder')} />
          </Form.Item>
          <Form.Item
            name="actions"
            label={t('partitionedTopics.permissions.actions')}
            rules={[{ required: true, message: t('partitionedTopics.permissions.actionsRequired') }]}
          >
            <Checkbox.Group
              options={ACTIONS.map((action) => ({
                value: action,
                label: <PulsarValueLabel vocabulary="authAction" value={action} />,
              }))}
            />
          </Form.Item>
        </Space>
        <Button type="primary" htmlType="submit" loading={grant.isPending}>
          {t('partitionedTopics.permissions.grant')}
        </Button>
      </Form>
      <div aria-live="polite">
        {failure && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('partitionedTopics.permissions.failed')}
            description={reasonOf(failure)}
          />
        )}
      </div>
    </section>
  );
}
