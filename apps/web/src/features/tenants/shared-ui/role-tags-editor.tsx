import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space, Tag, Typography, type InputRef } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface RoleTagsEditorProps {
  /** Given by Form.Item. */
  value?: string[];
  onChange?: (roles: string[]) => void;
  disabled?: boolean;
}

/**
 * Admin roles as closable tags with "+ New Role" (inventory 1.6, 1.7). A duplicate is refused
 * with the spec's message; spaces around a role are refused too, since Pulsar rejects them (412).
 */
export function RoleTagsEditor({ value = [], onChange, disabled = false }: RoleTagsEditorProps) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const input = useRef<InputRef>(null);
  const problemId = useId();

  useEffect(() => {
    if (adding) input.current?.focus();
  }, [adding]);

  function close() {
    setAdding(false);
    setDraft('');
    setProblem(undefined);
  }

  function add() {
    if (draft === '') return close();
    if (draft.trim() !== draft) return setProblem(t('tenants.roles.whitespace'));
    if (value.includes(draft)) return setProblem(t('tenants.roles.exists'));
    onChange?.([...value, draft]);
    close();
  }

  return (
    <div>
      <Space size={[4, 8]} wrap>
        {value.length === 0 && !adding && (
          <Typography.Text type="secondary">{t('tenants.roles.empty')}</Typography.Text>
        )}
        {value.map((role) => (
          <Tag
            key={role}
            color="geekblue"
            closable={!disabled}
            closeIcon={<span aria-label={t('tenants.actions.removeRole', { role })}>×</span>}
            onClose={(event) => {
              event.preventDefault();
              onChange?.(value.filter((other) => other !== role));
            }}
          >
            {role}
          </Tag>
        ))}
        {adding ? (
          <Input
            ref={input}
            size="small"
            style={{ width: 180 }}
            aria-label={t('tenants.roles.inputLabel')}
            aria-invalid={problem !== undefined}
            aria-describedby={problem ? problemId : undefined}
            placeholder={t('tenants.roles.placeholder')}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setProblem(undefined);
            }}
            onPressEnter={(event) => {
              // Enter adds the role; it must not also submit the surrounding form.
              event.preventDefault();
              add();
            }}
            // Leaving the field (e.g. for the dialog's Confirm) keeps what was typed, as Enter does.
            onBlur={add}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.stopPropagation();
                close();
              }
            }}
          />
        ) : (
          !disabled && (
            <Button
              size="small"
              type="dashed"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setAdding(true)}
            >
              {t('tenants.actions.newRole')}
            </Button>
          )
        )}
      </Space>
      {problem && (
        <div id={problemId} role="alert">
          <Typography.Text type="danger">{problem}</Typography.Text>
        </div>
      )}
    </div>
  );
}
