import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../api/index.ts';
import { FormFailure } from './form-failure.tsx';

describe('FormFailure', () => {
  it('shows nothing before the form has failed', () => {
    const { container } = render(<FormFailure title="Could not save" error={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("gives Pulsar's own reason under the form's title", () => {
    const refusal = new HttpError('status', 'Conflict', {
      status: 409,
      body: { reason: 'Tenant already exists' },
    });
    render(<FormFailure title="Could not create the tenant" error={refusal} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not create the tenant');
    expect(alert).toHaveTextContent('Tenant already exists');
  });
});
