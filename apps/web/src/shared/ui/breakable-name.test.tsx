import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nameParts, WithBreakableName } from './breakable-name.tsx';

describe('breakable resource names', () => {
  it('offers a break after each separator run, never inside a part', () => {
    expect(nameParts('persistent://sample/orders/created')).toEqual([
      'persistent://',
      'sample/',
      'orders/',
      'created',
    ]);
    expect(nameParts('acme/iot')).toEqual(['acme/', 'iot']);
    expect(nameParts('plain')).toEqual(['plain']);
  });

  it('keeps the text as it reads and copies, with <wbr> between the parts', () => {
    const { container } = render(
      <h1>
        <WithBreakableName text="Topic persistent://a/b" name="persistent://a/b" />
      </h1>,
    );
    const heading = container.querySelector('h1')!;
    expect(heading.textContent).toBe('Topic persistent://a/b');
    expect(heading.querySelectorAll('wbr')).toHaveLength(2);
  });

  it('leaves a text without the name as it is', () => {
    const { container } = render(<WithBreakableName text="Topic" name="persistent://a/b" />);
    expect(container.textContent).toBe('Topic');
    expect(container.querySelectorAll('wbr')).toHaveLength(0);
  });
});
