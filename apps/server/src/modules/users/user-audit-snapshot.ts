// What the audit trail keeps of a user before and after a change (issue 15 item 7): the profile and
// the role binding, picked field by field so a password, its hash or a session can never be among
// them (the trail's redaction is the second line, not the first).

export interface UserProfileFields {
  name: string;
  description?: string | undefined;
  email: string;
  phoneNumber?: string | undefined;
  location?: string | undefined;
  company?: string | undefined;
}

export interface UserBindingFields {
  superUser: boolean;
  tenants: readonly unknown[];
}

export function userAuditSnapshot(
  profile: UserProfileFields,
  binding: UserBindingFields,
): Record<string, unknown> {
  return {
    name: profile.name,
    description: profile.description ?? '',
    email: profile.email,
    phoneNumber: profile.phoneNumber ?? '',
    location: profile.location ?? '',
    company: profile.company ?? '',
    superUser: binding.superUser,
    tenants: [...binding.tenants],
  };
}

/** The profile of a stored user row. */
export function profileOfRow(row: {
  name: string;
  description: string;
  email: string;
  phone_number: string;
  location: string;
  company: string;
}): UserProfileFields {
  return {
    name: row.name,
    description: row.description,
    email: row.email,
    phoneNumber: row.phone_number,
    location: row.location,
    company: row.company,
  };
}

/** The binding a user holds now: super, and each tenant with the environment it is bound in. */
export function bindingOfAccess(access: {
  roles: readonly string[];
  bindings: readonly { environment: string; tenant: string; role: string }[];
}): UserBindingFields {
  return {
    superUser: access.roles.includes('super'),
    tenants: access.bindings.map(({ environment, tenant, role }) => ({ environment, tenant, role })),
  };
}
