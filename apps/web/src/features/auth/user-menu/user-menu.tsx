import { DownOutlined, GithubOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserSource } from '@beacon/contracts';
import { returnFocus } from '../../../shared/ui/return-focus.ts';
import { useLogout } from '../auth.queries.ts';

// The dialog's form code loads only when someone opens it.
const ChangePasswordDialog = lazy(async () => ({
  default: (await import('../../users/index.ts')).ChangePasswordDialog,
}));

/** Pulsar Manager's user menu linked to the Pulsar project's code-hosting page (decision 0011). */
export const CODE_HOSTING_URL = 'https://github.com/apache/pulsar';
const LOGOUT_KEY = 'logout';
const PASSWORD_KEY = 'password';

/**
 * Spec 2: the user menu, labelled Admin, with the code-hosting link and Log out; Change password
 * for a user with a Beacon password (not a single sign-on or directory user, whose password is
 * managed elsewhere; the server refuses theirs too).
 */
export function UserMenu({
  userName,
  source,
}: {
  userName: string | undefined;
  source?: UserSource | undefined;
}) {
  const { t } = useTranslation();
  const logout = useLogout();
  // After success the page is reloading; stay busy rather than clickable again.
  const busy = logout.isPending || logout.isSuccess;
  const [changingPassword, setChangingPassword] = useState(false);
  // The dialog opens from a menu item that is gone by the time it closes: focus returns to the menu.
  const menuButton = useRef<HTMLButtonElement>(null);

  return (
    <>
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
            // Every signed-in user, whatever its role (issue 15 item 1).
            ...(userName && (source === undefined || source === 'local')
              ? [{ key: PASSWORD_KEY, icon: <KeyOutlined aria-hidden />, label: t('users.ownPassword.menu') }]
              : []),
            { key: LOGOUT_KEY, icon: <LogoutOutlined aria-hidden />, label: t('common.actions.logout') },
          ],
          onClick: ({ key }) => {
            if (key === LOGOUT_KEY) logout.mutate();
            if (key === PASSWORD_KEY) setChangingPassword(true);
          },
        }}
      >
        <Button ref={menuButton} type="text" icon={<UserOutlined aria-hidden />} loading={busy}>
          {t('layout.user.menu')}
          <DownOutlined aria-hidden style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
      {changingPassword && (
        <Suspense fallback={null}>
          <ChangePasswordDialog
            onClose={() => {
              setChangingPassword(false);
              requestAnimationFrame(() => returnFocus(menuButton.current));
            }}
          />
        </Suspense>
      )}
    </>
  );
}
