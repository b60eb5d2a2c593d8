// The console's own Link, Navigate and useNavigate: react-router's, with every console address
// naming the environment in use (issue 28 A2, decision 0057), so a link opened in a new tab, copied
// or shared opens the same resource in the same environment. A fence (eslint-rules/fences.js)
// keeps react-router's own out of the screens.
import { forwardRef, useCallback } from 'react';
import {
  Link as RouterLink,
  Navigate as RouterNavigate,
  useNavigate as useRouterNavigate,
  type LinkProps,
  type NavigateOptions,
  type NavigateProps,
  type To,
} from 'react-router';
import { addressWithEnvironment } from '../layout/environment-in-address.ts';

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  return <RouterLink ref={ref} to={addressWithEnvironment(to)} {...props} />;
});

export function Navigate({ to, ...props }: NavigateProps) {
  return <RouterNavigate to={addressWithEnvironment(to)} {...props} />;
}

/** useNavigate's function for addresses; a number (back, forward) goes through untouched. */
export function useNavigate(): (to: To | number, options?: NavigateOptions) => void | Promise<void> {
  const navigate = useRouterNavigate();
  return useCallback(
    (to: To | number, options?: NavigateOptions) =>
      typeof to === 'number' ? navigate(to) : navigate(addressWithEnvironment(to), options),
    [navigate],
  );
}
