// Settings whose values are credentials: a broker's runtime map returns every field of its
// configuration as text, authentication parameters and passwords included (BrokerService
// .getRuntimeConfiguration writes String.valueOf of each field). The console never shows them;
// a name is judged by the words Pulsar's own credential settings use
// (brokerClientAuthenticationParameters, tokenSecretKey, tlsKeyStorePassword, s3ManagedLedgerOffload…Secret…).
const SECRET_NAME =
  /(password|secret|credential|authParams|authenticationParameters|privateKey|AccessKey|sasToken)/i;

export const isSecretSetting = (name: string): boolean => SECRET_NAME.test(name);

/** What the console shows in place of a credential's value. */
export const HIDDEN_VALUE = '••••••';
