import { useTranslation } from 'react-i18next';
import { failureText, type CallbackFailure } from './callback-failure.ts';
import styles from './sign-on.module.css';

/** What /callback hands the login page (router state) when a sign-on did not complete. */
export interface SignOnFailureState {
  signOnFailure: CallbackFailure;
}

export function signOnFailureFrom(state: unknown): CallbackFailure | undefined {
  if (typeof state !== 'object' || state === null || !('signOnFailure' in state)) return undefined;
  return (state as SignOnFailureState).signOnFailure;
}

/** Rendered from the failure's kind, so a language switch re-words it on screen. */
export function SignOnFailureNotice({ failure }: { failure: CallbackFailure }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={styles.failure}>
      <strong className={styles.failureTitle}>{t('sso.failedHeading')}</strong>
      <span>{failureText(t, failure)}</span>
    </div>
  );
}
