import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { useNavigate } from '../ui/console-link.tsx';

/**
 * /redirect/<path>: renders nothing and replaces itself with <path>, so the page there mounts
 * afresh. The tabs' Refresh and the size switch use it (spec 4).
 */
export function RedirectPage() {
  const { '*': path = '' } = useParams();
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(`/${path}${search}${hash}`, { replace: true });
  }, [navigate, path, search, hash]);
  return null;
}

export function redirectPathFor(fullPath: string): string {
  return `/redirect${fullPath}`;
}
