import { Card } from 'antd';
import type { ReactNode } from 'react';
import styles from './topic-page.module.css';

/** One operation of the topic (Unload, Terminate, Compaction, Offload): a small card named by its title. */
export function OperationCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="small" title={title} role="group" aria-label={title}>
      <div className={styles.operationCard}>{children}</div>
    </Card>
  );
}
