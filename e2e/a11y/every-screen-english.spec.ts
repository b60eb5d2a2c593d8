// axe on every screen in English (light theme; the dark one too with BEACON_E2E_A11Y_ALL=1).
import { axeOnEveryScreen } from './every-screen.ts';

axeOnEveryScreen('en');
