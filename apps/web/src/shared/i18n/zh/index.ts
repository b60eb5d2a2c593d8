import type { Translation } from '../en/index.ts';
import type { TranslationShape } from '../translation-shape.ts';
import { auth } from './auth.ts';
import { common } from './common.ts';
import { dashboard } from './dashboard.ts';
import { errors } from './errors.ts';

export const zh: TranslationShape<Translation> = { common, auth, dashboard, errors };
