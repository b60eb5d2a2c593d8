import { Typography } from 'antd';
import type { ReactNode } from 'react';
import styles from './page.module.css';

interface ListPageHeaderProps {
  title: ReactNode;
  /** The sentence under the title: what the screen lists and for whom. */
  intro: ReactNode;
  /** Controls on the end side (a New button, an export), wrapping under the title when narrow. */
  actions?: ReactNode;
}

/** A list screen's head: its h1, the sentence under it, and its page-wide actions. */
export function ListPageHeader({ title, intro, actions }: ListPageHeaderProps) {
  return (
    <div className={styles.header}>
      <div>
        <Typography.Title level={1} className={styles.title}>
          {title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className={styles.intro}>
          {intro}
        </Typography.Paragraph>
      </div>
      {actions}
    </div>
  );
}
