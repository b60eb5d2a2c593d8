// axe on every screen in Chinese (dark theme; the light one too with BEACON_E2E_A11Y_ALL=1), and no
// English in the console's own wording.
import { axeOnEveryScreen } from './every-screen.ts';

axeOnEveryScreen('zh');
