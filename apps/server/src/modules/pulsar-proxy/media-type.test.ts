import { describe, expect, it } from 'vitest';
import { canonicalAccept, canonicalContentType } from './media-type.ts';

describe('media types crossing the proxy', () => {
  it('rewrites valid values canonically and keeps parameter values as sent', () => {
    expect(canonicalContentType('Multipart/Form-Data; boundary="a b=c"')).toBe(
      'multipart/form-data;boundary="a b=c"',
    );
    expect(canonicalContentType('application/json;charset=UTF-8')).toBe('application/json;charset=UTF-8');
    expect(canonicalAccept('application/json, text/plain, */*')).toBe('application/json, text/plain, */*');
    expect(canonicalAccept('text/html;q=0.9,application/json ; q=1')).toBe(
      'text/html;q=0.9, application/json;q=1',
    );
  });

  it('refuses anything that is not a media type list', () => {
    for (const value of [
      '',
      'application/json DELETE /admin/v2/namespaces/sample/x HTTP/1.1',
      'application/json\tHost: evil',
      'json',
      'application/json; boundary',
      'application/json; a="unterminated',
      'application/json, ',
      'application/json, application/xml garbage',
      'a/b;c=d\u0000',
      `application/json;x=${'y'.repeat(2000)}`,
    ]) {
      expect(canonicalAccept(value), value).toBeUndefined();
    }
    expect(canonicalContentType('application/json, text/plain')).toBeUndefined();
    expect(canonicalContentType('text/plain extra')).toBeUndefined();
  });
});
