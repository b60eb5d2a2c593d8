export { FORM_ISSUES, formIssueCode, type FormIssueCode } from './form-issues.ts';
export * from './pulsar-forms.ts';
export * from './placement-forms.ts';
