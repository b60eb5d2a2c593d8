import type { Translation } from '../en/index.ts';
import type { TranslationShape } from '../translation-shape.ts';
import { auth } from './auth.ts';
import { common } from './common.ts';
import { environments } from './environments.ts';
import { errors } from './errors.ts';
import { layout } from './layout.ts';
import { routes } from './routes.ts';

export const zh: TranslationShape<Translation> = { common, auth, errors, environments, layout, routes };
