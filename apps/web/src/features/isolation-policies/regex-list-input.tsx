import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compileJavaRegex } from './java-regex.ts';
import type { RegexListName } from './isolation-policy-schema.ts';

interface RegexListInputProps {
  list: RegexListName;
  /** The label of the field, for the input's accessible name. */
  label: string;
  value?: string[];
  onChange?: (regexes: string[]) => void;
  /** What is being typed, for the live preview. */
  onDraftChange?: (draft: string) => void;
  id?: string;
  disabled?: boolean;
}

type Refusal = 'required' | 'exists' | 'invalid';

/**
 * A list of regexes as tags: type one and press Enter (or + Regex) to add it. A blank entry, one
 * already in the list, or one that does not compile is refused with its message (spec §5).
 */
export function RegexListInput({
  list,
  label,
  value = [],
  onChange,
  onDraftChange,
  id,
  disabled,
}: RegexListInputProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [refusal, setRefusal] = useState<{ kind: Refusal; detail?: string }>();

  function refusalText(kind: Refusal, detail = ''): string {
    if (kind === 'invalid') return t('isolationPolicies.issues.invalidRegex', { detail });
    const texts = {
      namespaces: [
        t('isolationPolicies.issues.namespaceRegexRequired'),
        t('isolationPolicies.issues.namespaceRegexExists'),
      ],
      primary: [
        t('isolationPolicies.issues.primaryRegexRequired'),
        t('isolationPolicies.issues.primaryRegexExists'),
      ],
      secondary: [
        t('isolationPolicies.issues.secondaryRegexRequired'),
        t('isolationPolicies.issues.secondaryRegexExists'),
      ],
    }[list];
    return (kind === 'required' ? texts[0] : texts[1]) ?? '';
  }

  function type(text: string) {
    setDraft(text);
    setRefusal(undefined);
    onDraftChange?.(text);
  }

  function add() {
    const regex = draft.trim();
    if (regex === '') return setRefusal({ kind: 'required' });
    if (value.includes(regex)) return setRefusal({ kind: 'exists' });
    const compiled = compileJavaRegex(regex);
    if (!compiled.ok)
      return setRefusal({
        kind: 'invalid',
        detail: t(`isolationPolicies.regexProblems.${compiled.problem}`),
      });
    onChange?.([...value, regex]);
    type('');
  }

  const message = refusal && refusalText(refusal.kind, refusal.detail);
  const messageId = `${id ?? list}-message`;

  return (
    <div>
      {value.length > 0 && (
        <Space size={[4, 4]} wrap style={{ marginBottom: 8 }}>
          {value.map((regex) => (
            <Tag key={regex} style={{ marginInlineEnd: 0 }}>
              <code>{regex}</code>
              {!disabled && (
                // A real button, so the keyboard reaches it (antd's close icon is not focusable).
                <Button
                  type="text"
                  size="small"
                  icon={<CloseOutlined aria-hidden />}
                  aria-label={t('isolationPolicies.form.removeRegex', { regex })}
                  onClick={() => onChange?.(value.filter((kept) => kept !== regex))}
                  style={{ marginInlineStart: 4, height: 18, width: 18, minWidth: 18 }}
                />
              )}
            </Tag>
          ))}
        </Space>
      )}
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          value={draft}
          disabled={disabled}
          aria-label={t('isolationPolicies.form.regexInput', { list: label })}
          aria-invalid={refusal !== undefined}
          aria-describedby={refusal ? messageId : undefined}
          status={refusal ? 'error' : undefined}
          placeholder={t('isolationPolicies.form.regexPlaceholder')}
          onChange={(event) => type(event.target.value)}
          onPressEnter={(event) => {
            event.preventDefault();
            add();
          }}
        />
        <Button icon={<PlusOutlined aria-hidden />} onClick={add} disabled={disabled}>
          {t('isolationPolicies.form.addRegex')}
        </Button>
      </Space.Compact>
      {message && (
        <Typography.Text type="danger" id={messageId} role="alert" style={{ display: 'block', marginTop: 4 }}>
          {message}
        </Typography.Text>
      )}
    </div>
  );
}
