// What the console's tests read off a whole page: its heading, and what a page of a missing resource shows.
import { screen } from '@testing-library/react';
import { expect, onTestFinished } from 'vitest';
import { onGone, type GoneResource } from '../shared/lib/gone-resources.ts';

/**
 * The page's h1, allowing for the first screen of a test file: it loads the console shell and
 * antd through Vite's transform, which on a busy machine takes longer than the usual 10 s wait.
 */
export function findPageHeading(name: string | RegExp): Promise<HTMLElement> {
  return screen.findByRole('heading', { name, level: 1 }, { timeout: 30_000 });
}

/** The resources the console reports gone (their visited-page tabs close) from now to the test's end. */
export function recordGone(): GoneResource[] {
  const gone: GoneResource[] = [];
  onTestFinished(onGone((resource) => gone.push(resource)));
  return gone;
}

export interface NotFoundPage {
  heading: string | RegExp;
  backLink: string;
  /** Where the back link leads; unchecked when absent. */
  href?: string;
  /** The operations the page of an existing resource offers, none of which may show. */
  operations?: RegExp;
}

/** The shared NotFoundState: its heading and back link, with no tabs or operations of the resource. */
export async function expectNotFoundPage({ heading, backLink, href, operations }: NotFoundPage) {
  expect(await findPageHeading(heading)).toBeInTheDocument();
  const link = screen.getByRole('link', { name: backLink });
  if (href === undefined) expect(link).toBeInTheDocument();
  else expect(link).toLinkTo(href);
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  if (operations) expect(screen.queryByRole('button', { name: operations })).not.toBeInTheDocument();
}
