import NProgress from 'nprogress';
import { afterEach, describe, expect, it } from 'vitest';
import './navigation-progress.ts';

describe('navigation progress bar', () => {
  afterEach(() => NProgress.remove());

  it('renders a bar with no invented ARIA role (axe aria-roles), hidden from assistive technology', () => {
    NProgress.start();
    const bar = document.querySelector('#nprogress .bar');
    expect(bar).not.toBeNull();
    expect(document.querySelector('#nprogress [role]')).toBeNull();
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect(document.querySelector('#nprogress .spinner')).toBeNull();
  });

  it('still moves the bar: NProgress finds it without the role it used to look for', () => {
    NProgress.set(0.5);
    const bar = document.querySelector<HTMLElement>('#nprogress .bar');
    expect(bar?.style.transform || bar?.style.marginLeft).toMatch(/-50(\.0+)?%/);
  });
});
