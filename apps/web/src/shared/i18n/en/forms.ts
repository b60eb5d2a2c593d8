// Words of the shared form approach: validation messages (their English text is the contracts'
// FORM_ISSUES, the one source the server answers with too) and the unsaved-changes question.
import { FORM_ISSUES } from '@beacon/contracts';

export const forms = {
  issues: FORM_ISSUES,
  unsaved: {
    title: 'Discard unsaved changes?',
    text: 'What you changed in this form has not been saved. Leaving now loses it.',
    leave: 'Discard and leave',
    stay: 'Keep editing',
  },
};
