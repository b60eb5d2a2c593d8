import { useSearchParams } from 'react-router';

/**
 * One query parameter as a piece of state, for a search box that keeps its text in the URL next to
 * other parameters (a page's `tab`, another tab's search). Empty removes the parameter; each change
 * replaces the history entry, so Back does not step through a search key by key.
 */
export function useSearchParam(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return [params.get(name) ?? '', set];
}
