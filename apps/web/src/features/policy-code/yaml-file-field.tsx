// A policy document chosen from disk, read as text in the browser: nothing leaves it until the
// screen sends the text to compare or plan.
import { Button, Flex, Typography } from 'antd';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChosenFile {
  name: string;
  text: string;
}

export function YamlFileField({ label, onChosen }: { label: string; onChosen: (file: ChosenFile) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [chosen, setChosen] = useState<string>();
  const [failure, setFailure] = useState<string>();
  return (
    <Flex vertical gap={4}>
      <label htmlFor={id}>{label}</label>
      <Flex gap="small" align="center" wrap>
        <Button onClick={() => input.current?.click()}>{t('policyCode.apply.chooseFile')}</Button>
        {chosen && <Typography.Text>{t('policyCode.apply.chosen', { name: chosen })}</Typography.Text>}
      </Flex>
      <input
        id={id}
        ref={input}
        type="file"
        accept=".yaml,.yml,application/yaml,text/yaml"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          setFailure(undefined);
          file.text().then(
            (text) => {
              setChosen(file.name);
              onChosen({ name: file.name, text });
            },
            (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)),
          );
        }}
      />
      {failure && (
        <Typography.Text type="danger">{t('policyCode.fileFailed', { reason: failure })}</Typography.Text>
      )}
    </Flex>
  );
}
