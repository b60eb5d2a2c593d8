import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref } from 'react-router';
import { addressWithEnvironment } from '../layout/environment-in-address.ts';
import { useNavigate } from './console-link.tsx';

type LinkButtonProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: string };

/**
 * A link that looks like a button: one <a> (a Link wrapping a Button would nest two interactive
 * elements), opened in place by a plain click and in a new tab by a modified or middle click.
 */
export function LinkButton({ to, ...props }: LinkButtonProps) {
  const navigate = useNavigate();
  const href = useHref(addressWithEnvironment(to));
  const open = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(to);
  };
  return <Button {...props} href={href} onClick={open} />;
}
