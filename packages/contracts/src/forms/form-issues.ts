// The validation messages of the console's create and edit forms, in English, one per refusal.
// The server answers with these texts (spec §5 words verbatim where the spec has them); the web
// finds the code of a message here and shows its translation (`forms.issues.<code>`), so a form
// never spells a message of its own. `{{name}}` placeholders are filled from the zod issue's
// fields (e.g. `minimum`), the way i18next fills them.
export const FORM_ISSUES = {
  tenantNameRequired: 'Tenant Name is required',
  namespaceNameRequired: 'Namespace name is required',
  pulsarName: 'Use letters, digits and - = : . _ for the name',
  pulsarNameDots: 'A name cannot be “.” or “..”',
  roleTenantRequired: 'Choose the tenant this role administers',
  clustersRequired: 'Please select allowed clusters for a tenant',
  topicNameRequired: 'Topic Name is required',
  topicNameSlash: 'A topic name cannot contain “/”',
  topicNamePartition: 'The name of a partitioned topic cannot contain “-partition-”',
  partitionsCount: 'Partitions must be a whole number, 0 or more',
  partitionsIncrease: 'Partitions can only be added: enter more than {{count}}',
  subscriptionName: 'Please input correct sub name',
  propertyNameRequired: 'Give the property a name',
  environmentNameRequired: 'Environment Name is required',
  environmentNameFormat: 'Use letters, digits and . _ - for the environment name',
  serviceUrlRequired: 'Service URL is required',
  bookieUrlRequired: 'Bookie URL is required',
  urlList: 'Use http:// or https:// URLs, separated by commas, without credentials in them',
  userNameRequired: 'The name can not is empty',
  userNameFormat: 'The name may contain only letters, digits and . _ @ -',
  passwordRequired: 'The password can not is empty',
  passwordTooShort: 'The password must be at least 12 characters',
  passwordBlank: 'The password can not be only spaces',
  passwordOneCharacter: 'The password can not be one character repeated',
  passwordsDiffer: 'The passwords do not match',
  currentPasswordRequired: 'The current password can not is empty',
  emailRequired: 'The email can not is empty',
  emailFormat: 'Email address illegal',
  roleNameFormat: 'The role name may contain only letters, digits and _ . : -',
  signingAlgorithmRequired: 'Choose the signing algorithm for this key',
  signingKeyRequired: 'Enter the signing key',
  signingSecretTooShort: 'An HS256 secret must be base64 of at least 32 bytes',
  signingPemRequired: 'Paste an unencrypted PEM private key (-----BEGIN PRIVATE KEY-----)',
  tokenRoleRequired: 'Role is required',
  oauth2IssuerRequired: 'Enter the OAuth2 issuer URL',
  oauth2IssuerUrl: 'Use an http:// or https:// issuer URL without credentials in it',
  oauth2ClientIdRequired: 'Enter the OAuth2 client ID',
  oauth2KeyFile:
    'Paste a Pulsar OAuth2 key file: JSON with "type": "client_credentials", "client_id" and "client_secret"',
  oauth2TokenAndOAuth2: 'An environment signs in to its brokers with a token or with OAuth2, not both',
  noControlCharacters: 'Control characters are not allowed',
  required: 'This field is required',
  tooLong: 'Use at most {{maximum}} characters',
  invalid: 'This value is not valid',
} as const;

export type FormIssueCode = keyof typeof FORM_ISSUES;

/** The code of a message of FORM_ISSUES, or undefined for any other text. */
export function formIssueCode(message: string): FormIssueCode | undefined {
  return (Object.keys(FORM_ISSUES) as FormIssueCode[]).find((code) => FORM_ISSUES[code] === message);
}
