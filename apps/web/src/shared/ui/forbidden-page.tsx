import { StopOutlined } from '@ant-design/icons';
import { Result, Typography } from 'antd';
import type { ReactNode } from 'react';
import styles from './forbidden-page.module.css';

export interface ForbiddenPageProps {
  /** Names what this user may not read: the page's h1, or a section's h2 (`level` 2). */
  title?: ReactNode;
  /** Says who may (the tenant's admins), or Pulsar's reason. */
  detail?: ReactNode;
  /** 1: the whole page is refused (in place of its header and tabs); 2: one tab or section is. */
  level?: 1 | 2;
}

/**
 * The one shape of "you may not read this" (issue 29 item 3): a detail page, a tab, a list's read
 * refused with 403 (AsyncState) all say it alike, and not as a failure to retry.
 */
export function ForbiddenPage({ title, detail, level = 1 }: ForbiddenPageProps) {
  return (
    <Result
      status="403"
      icon={<StopOutlined aria-hidden />}
      title={
        title === undefined ? undefined : (
          <Typography.Title level={level} className={level === 1 ? styles.title : styles.sectionTitle}>
            {title}
          </Typography.Title>
        )
      }
      subTitle={detail}
    />
  );
}
