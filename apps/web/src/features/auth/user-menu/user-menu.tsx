import { DownOutlined, GithubOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../auth.queries.ts';

/** Pulsar Manager's user menu linked to the Pulsar project's code-hosting page (decision 0011). */
export const CODE_HOSTING_URL = 'https://github.com/apache/pulsar';
const LOGOUT_KEY = 'logout';

/** Spec 2: the user menu, labelled Admin, with the code-hosting link and Log out. */
export function UserMenu({ userName }: { userName: string | undefined }) {
  const { t } = useTranslation();
  const logout = useLogout();
  // After success the page is reloading; stay busy rather than clickable again.
  const busy = logout.isPending || logout.isSuccess;

  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      menu={{
        items: [
          ...(userName
            ? [
                { key: 'who', disabled: true, label: t('layout.user.signedInAs', { name: userName }) },
                { type: 'divider' as const },
              ]
            : []),
          {
            key: 'code',
            icon: <GithubOutlined aria-hidden />,
            label: (
              <a href={CODE_HOSTING_URL} target="_blank" rel="noopener noreferrer">
                {t('layout.user.codeHosting')}
                <span className="beacon-visually-hidden"> {t('layout.sidebar.external')}</span>
              </a>
            ),
          },
          { key: LOGOUT_KEY, icon: <LogoutOutlined aria-hidden />, label: t('common.actions.logout') },
        ],
        onClick: ({ key }) => {
          if (key === LOGOUT_KEY) logout.mutate();
        },
      }}
    >
      <Button type="text" icon={<UserOutlined aria-hidden />} loading={busy}>
        {t('layout.user.menu')}
        <DownOutlined aria-hidden style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
