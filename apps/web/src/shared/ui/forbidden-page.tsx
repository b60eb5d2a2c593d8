import { StopOutlined } from '@ant-design/icons';
import { Result, Typography } from 'antd';
import type { ReactNode } from 'react';
import styles from './forbidden-page.module.css';

export interface ForbiddenPageProps {
  /** Names what this admin may not read: the page's h1. */
  title: ReactNode;
  /** Says who may (the tenant's admins). */
  detail: ReactNode;
}

/** A detail page this admin may not read: in place of its header and tabs, not a failure to retry. */
export function ForbiddenPage({ title, detail }: ForbiddenPageProps) {
  return (
    <Result
      status="403"
      icon={<StopOutlined aria-hidden />}
      title={
        <Typography.Title level={1} className={styles.title}>
          {title}
        </Typography.Title>
      }
      subTitle={detail}
    />
  );
}
