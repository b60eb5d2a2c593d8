// The columns the user added to the messages table by path (message-path.ts), kept in the URL so a
// link opens the same table: a field to add one (Enter or the button), each a removable tag whose
// close button names the column.
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMessagePath, MAX_PATH_COLUMNS } from './message-path.ts';
import styles from './workbench-view.module.css';

interface ColumnPathsEditorProps {
  paths: readonly string[];
  onChange: (paths: string[]) => void;
}

export function ColumnPathsEditor({ paths, onChange }: ColumnPathsEditorProps) {
  const { t } = useTranslation();
  const [path, setPath] = useState('');
  const [issue, setIssue] = useState<string>();
  const full = paths.length >= MAX_PATH_COLUMNS;

  function add() {
    const text = path.trim();
    if (!isMessagePath(text)) {
      setIssue(t('workbenchView.columns.invalid'));
      return;
    }
    setIssue(undefined);
    setPath('');
    if (!paths.includes(text)) onChange([...paths, text]);
  }

  return (
    <fieldset className={styles.columns}>
      <legend>{t('workbenchView.columns.label')}</legend>
      <div className={styles.columnsAdd}>
        <Input
          aria-label={t('workbenchView.columns.path')}
          placeholder={t('workbenchView.columns.pathPlaceholder')}
          value={path}
          disabled={full}
          status={issue ? 'error' : undefined}
          aria-invalid={issue !== undefined}
          aria-describedby={issue ? 'workbench-column-issue' : undefined}
          spellCheck={false}
          onChange={(event) => setPath(event.target.value)}
          onPressEnter={add}
          className={styles.columnsInput}
        />
        <Button icon={<PlusOutlined aria-hidden />} onClick={add} disabled={full}>
          {t('workbenchView.columns.add')}
        </Button>
      </div>
      {full && (
        <div className={styles.help}>{t('workbenchView.columns.full', { maximum: MAX_PATH_COLUMNS })}</div>
      )}
      {issue && (
        <div id="workbench-column-issue" role="alert" className={styles.issue}>
          {issue}
        </div>
      )}
      {paths.length > 0 && (
        <ul className={styles.columnTags} aria-label={t('workbenchView.columns.label')}>
          {paths.map((column) => (
            <li key={column}>
              {/* antd's own close icon is not reachable by Tab: a real button instead. */}
              <Tag className={styles.columnTag}>
                <span className={styles.mono}>{column}</span>
                <Button
                  type="text"
                  size="small"
                  icon={<CloseOutlined aria-hidden />}
                  aria-label={t('workbenchView.columns.remove', { path: column })}
                  onClick={() => onChange(paths.filter((other) => other !== column))}
                />
              </Tag>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
