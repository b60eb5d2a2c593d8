// The English texts are the source: every other language is typed against this object.
import { auth } from './auth.ts';
import { common } from './common.ts';
import { dashboard } from './dashboard.ts';
import { errors } from './errors.ts';
import type { TranslationKeyOf } from '../translation-shape.ts';

export const en = { common, auth, dashboard, errors };
export type Translation = typeof en;
export type TranslationKey = TranslationKeyOf<Translation>;
