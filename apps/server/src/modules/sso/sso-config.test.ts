// BEACON_OIDC_*: every variable read, and a bad value stops start-up naming the variable (issue 18 item 1).
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

const BASE = {
  BEACON_OIDC_ISSUER: 'https://login.example.com/realms/ops',
  BEACON_OIDC_CLIENT_ID: 'beacon',
  BEACON_OIDC_CLIENT_SECRET: 'secret',
  BEACON_OIDC_REDIRECT_URI: 'https://beacon.example.com/console/callback',
};

describe('single sign-on configuration', () => {
  it('is off without BEACON_OIDC_ISSUER', () => {
    expect(loadConfig({}).sso).toBeUndefined();
  });

  it('reads every variable, with defaults for the optional ones', () => {
    const sso = loadConfig(BASE).sso!;
    expect(sso.issuer.href).toBe('https://login.example.com/realms/ops');
    expect(sso).toMatchObject({
      clientId: 'beacon',
      clientSecret: 'secret',
      redirectUri: 'https://beacon.example.com/console/callback',
      postLogoutRedirectUri: 'https://beacon.example.com/console/login',
      scopes: 'openid profile email',
      buttonLabel: 'SSO',
      usernameClaim: 'preferred_username',
      rolesClaim: 'groups',
      createUsers: true,
      idTokenAlgorithms: ['RS256', 'ES256'],
      defaultGrants: [],
    });

    const custom = loadConfig({
      ...BASE,
      BEACON_OIDC_SCOPES: 'openid groups',
      BEACON_OIDC_BUTTON_LABEL: 'Keycloak',
      BEACON_OIDC_USERNAME_CLAIM: 'email',
      BEACON_OIDC_ROLES_CLAIM: 'realm_access.roles',
      BEACON_OIDC_ROLE_MAPPING: 'cn=ops,ou=groups=tenant:ops@prod;\nadmins=super',
      BEACON_OIDC_DEFAULT_GRANTS: 'tenant:public',
      BEACON_OIDC_UNKNOWN_USERS: 'refuse',
      BEACON_OIDC_ID_TOKEN_ALGORITHMS: 'PS256',
      BEACON_OIDC_POST_LOGOUT_REDIRECT_URI: 'https://beacon.example.com/bye',
    }).sso!;
    expect(custom).toMatchObject({
      scopes: 'openid groups',
      buttonLabel: 'Keycloak',
      usernameClaim: 'email',
      rolesClaim: 'realm_access.roles',
      createUsers: false,
      idTokenAlgorithms: ['PS256'],
      postLogoutRedirectUri: 'https://beacon.example.com/bye',
      defaultGrants: [{ kind: 'tenant', tenant: 'public', environment: '*' }],
    });
    expect([...custom.roleMapping]).toEqual([
      ['cn=ops,ou=groups', [{ kind: 'tenant', tenant: 'ops', environment: 'prod' }]],
      ['admins', [{ kind: 'super' }]],
    ]);
  });

  it.each([
    [{ BEACON_OIDC_CLIENT_ID: 'beacon' }, /BEACON_OIDC_ISSUER must be set when BEACON_OIDC_CLIENT_ID is set/],
    [{ ...BASE, BEACON_OIDC_CLIENT_ID: undefined }, /BEACON_OIDC_CLIENT_ID must be set/],
    [{ ...BASE, BEACON_OIDC_ISSUER: 'http://login.example.com' }, /BEACON_OIDC_ISSUER must be an https URL/],
    [{ ...BASE, BEACON_OIDC_ISSUER: 'not a url' }, /BEACON_OIDC_ISSUER must be an absolute URL/],
    [
      { ...BASE, BEACON_OIDC_REDIRECT_URI: 'https://beacon.example.com/' },
      /BEACON_OIDC_REDIRECT_URI must be Beacon's \/callback/,
    ],
    [{ ...BASE, BEACON_OIDC_SCOPES: 'profile' }, /BEACON_OIDC_SCOPES must include openid/],
    [{ ...BASE, BEACON_OIDC_ROLE_MAPPING: 'admins=root' }, /BEACON_OIDC_ROLE_MAPPING "root" is not a grant/],
    [
      { ...BASE, BEACON_OIDC_ROLE_MAPPING: 'admins' },
      /BEACON_OIDC_ROLE_MAPPING "admins" is not a mapping entry/,
    ],
    [
      { ...BASE, BEACON_OIDC_DEFAULT_GRANTS: 'tenant:a b' },
      /BEACON_OIDC_DEFAULT_GRANTS "a b" is not a valid tenant name/,
    ],
    [{ ...BASE, BEACON_OIDC_UNKNOWN_USERS: 'maybe' }, /BEACON_OIDC_UNKNOWN_USERS must be create or refuse/],
    [
      { ...BASE, BEACON_OIDC_ID_TOKEN_ALGORITHMS: 'HS256' },
      /BEACON_OIDC_ID_TOKEN_ALGORITHMS must list algorithms/,
    ],
    [
      { ...BASE, BEACON_OIDC_ID_TOKEN_ALGORITHMS: 'none' },
      /BEACON_OIDC_ID_TOKEN_ALGORITHMS must list algorithms/,
    ],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('accepts http for a provider on loopback only', () => {
    expect(loadConfig({ ...BASE, BEACON_OIDC_ISSUER: 'http://127.0.0.1:9000' }).sso?.issuer.href).toBe(
      'http://127.0.0.1:9000/',
    );
  });
});
