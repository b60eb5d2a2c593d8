import { Button } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Certificates and keys are small text files; anything bigger is not PEM the server would take. */
const MAX_PEM_BYTES = 64 * 1024;

interface PemFileButtonProps {
  /** Names the field the file goes into, after the visible text (WCAG 2.5.3): "Load from a file… (TLS CA certificate)". */
  fieldLabel: string;
  disabled?: boolean;
  onLoaded: (text: string) => void;
}

/** Reads a chosen PEM file into its text area: the text is what is sent, as if pasted. */
export function PemFileButton({ fieldLabel, disabled, onLoaded }: PemFileButtonProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        size="small"
        disabled={disabled}
        aria-label={t('environments.dialog.pemFromFileNamed', { field: fieldLabel })}
        onClick={() => input.current?.click()}
      >
        {t('environments.dialog.pemFromFile')}
      </Button>
      <input
        ref={input}
        type="file"
        // The button opens it; `hidden` alone loses to the global input styles.
        style={{ display: 'none' }}
        data-testid={`pem-file-${fieldLabel}`}
        accept=".pem,.crt,.cer,.key,text/plain"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file || file.size > MAX_PEM_BYTES) return;
          void file.text().then(onLoaded);
        }}
      />
    </>
  );
}
