import { Select, type SelectProps } from 'antd';
import { useId } from 'react';
import styles from './namespace-page.module.css';

/** A Select named by its label, laid out as Tenant and Namespace are (full width on phones). */
export function LabelledSelect({ label, ...select }: SelectProps<string> & { label: string }) {
  const labelId = useId();
  return (
    <div className={styles.selector}>
      <span id={labelId}>{label}</span>
      <Select<string>
        aria-labelledby={labelId}
        // Our own id: antd's are all 'test-id' under test, which then names other elements.
        id={`${labelId}-select`}
        style={{ minWidth: 180 }}
        {...select}
      />
    </div>
  );
}
