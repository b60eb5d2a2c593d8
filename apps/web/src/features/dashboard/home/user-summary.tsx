import type { UserInfoResponse } from '@beacon/contracts';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './home-page.module.css';

export function UserSummary({ user }: { user: UserInfoResponse }) {
  const { t } = useTranslation();
  return (
    <section className={styles.summary} aria-labelledby="home-heading">
      <h1 id="home-heading" className={styles.heading}>
        {t('dashboard.home.welcome', { name: user.userName })}
      </h1>
      <p className={styles.intro}>{t('dashboard.home.intro')}</p>
      <Descriptions
        bordered
        column={1}
        size="middle"
        styles={{ label: { width: '30%' } }}
        items={[
          { key: 'username', label: t('dashboard.home.username'), children: user.userName },
          {
            key: 'roles',
            label: t('dashboard.home.roles'),
            children: <TagList values={user.roles} empty={t('dashboard.home.noRoles')} color="blue" />,
          },
          {
            key: 'tenants',
            label: t('dashboard.home.tenants'),
            children: <TagList values={user.tenants} empty={t('dashboard.home.noTenants')} />,
          },
        ]}
      />
    </section>
  );
}

function TagList({ values, empty, color }: { values: readonly string[]; empty: string; color?: string }) {
  if (values.length === 0) return <span className={styles.secondary}>{empty}</span>;
  return (
    <ul className={styles.tagList}>
      {values.map((value) => (
        <li key={value}>
          <Tag color={color}>{value}</Tag>
        </li>
      ))}
    </ul>
  );
}
