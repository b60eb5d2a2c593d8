// antd's default colours fall short of WCAG AA text contrast (4.5:1), as axe finds on every screen
// (issue 14 item 5): #1677ff on white is 4.1:1, secondary text (45 % black) 3.4:1, a success tag
// 2.2:1. These seeds keep antd's look, one step darker in the light theme and one lighter in the
// dark theme, where a colour behind a solid button is also used for text on the page; no
// colour meets 4.5:1 against both white and the dark background there, so those buttons carry
// dark text, as Material's dark theme does. Ratios in the comments are against antd's surfaces.
import type { ThemeConfig } from 'antd';
import type { Theme } from '../shared/lib/theme.ts';

type Colours = Pick<ThemeConfig, 'token' | 'components'>;

const LIGHT: Colours = {
  token: {
    colorPrimary: '#0958d9', // white on it 6.2:1, on the layout grey 5.7:1
    // antd lightens the hover and pressed colours (#2e7ae6: 4.2:1 on white); here they darken.
    colorPrimaryHover: '#003eb3',
    colorPrimaryActive: '#002c8c',
    colorLinkHover: '#003eb3',
    colorLinkActive: '#002c8c',
    colorErrorHover: '#a8071a',
    colorErrorActive: '#820014',
    colorInfo: '#0958d9', // links
    colorError: '#cf1322', // 5.6:1 on white, 4.8:1 on its own pale background
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarning: '#ad4e00',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)', // labels, descriptions: 5.6:1 on the layout grey
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  },
  components: {
    // An empty table says "No data" in the disabled grey (1.8:1); it is text to read, not disabled.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
  },
};

const DARK_TEXT_ON_SOLID = 'rgba(0, 0, 0, 0.88)';

const DARK: Colours = {
  token: {
    colorPrimary: '#5ca6ff', // the dark algorithm makes it #5190dc: 5.6:1 on #141414
    // The dark algorithm presses to #4373ad (3.4:1 on #1f1f1f): hover and press go lighter instead.
    colorPrimaryHover: '#8fc3ff',
    colorPrimaryActive: '#69b1ff',
    colorLinkHover: '#8fc3ff',
    colorLinkActive: '#69b1ff',
    colorErrorHover: '#ffa39e',
    colorErrorActive: '#ff7875',
    colorInfo: '#5ca6ff',
    colorError: '#ff7875', // made #dc6966: 5.5:1 on #141414
    colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
    colorTextDescription: 'rgba(255, 255, 255, 0.6)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.5)',
  },
  components: {
    Button: { primaryColor: DARK_TEXT_ON_SOLID, dangerColor: DARK_TEXT_ON_SOLID },
    // The sidebar is a dark menu: its selected item keeps white text on the light theme's blue.
    Menu: { itemSelectedBg: '#111d2c', darkItemSelectedBg: '#0958d9' },
    // Coloured tags in use (roles, policy sources, refusals) read their palette's 8th step.
    Tag: { geekblue7: '#7f9ef3', purple7: '#ab7ae0', red7: '#f37370' },
    Table: { colorTextDisabled: 'rgba(255, 255, 255, 0.6)' },
  },
};

export function accessibleColours(theme: Theme): Colours {
  return theme === 'dark' ? DARK : LIGHT;
}
