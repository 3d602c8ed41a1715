import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clampQuantity, QuantityStepper, type QuantityStepperProps } from './quantity-stepper';

/** The stepper with its value kept, as a screen keeps it; `changes` records each call. */
function Stepper({
  start = 1,
  changes,
  ...props
}: Partial<QuantityStepperProps> & { start?: number; changes: number[] }) {
  const [value, setValue] = useState(start);
  return (
    <QuantityStepper
      {...props}
      value={value}
      onChange={(quantity) => {
        changes.push(quantity);
        setValue(quantity);
      }}
    />
  );
}

describe('clampQuantity', () => {
  it('keeps whole pieces between the least and the most', () => {
    expect(clampQuantity(2.7, 10)).toBe(2);
    expect(clampQuantity(0, 10)).toBe(1);
    expect(clampQuantity(12, 10)).toBe(10);
    expect(clampQuantity(Number.NaN, 10)).toBe(1);
    expect(clampQuantity(-3, 10, 0)).toBe(0);
    expect(clampQuantity(4, 0)).toBe(1);
  });
});

describe('QuantityStepper', () => {
  it('steps from 1 up to the most there can be, buttons named for screen readers', async () => {
    const changes: number[] = [];
    render(<Stepper max={2} changes={changes} />);
    const field = screen.getByLabelText('Quantity');
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });

    expect(field).toHaveValue(1);
    expect(decrease).toBeDisabled();
    await userEvent.click(increase);
    expect(field).toHaveValue(2);
    expect(increase).toBeDisabled();
    expect(changes).toEqual([2]);
  });

  it('takes typed numbers clamped, ignores the rest, and shows the value again on leaving', async () => {
    const changes: number[] = [];
    render(<Stepper max={10} changes={changes} />);
    const field = screen.getByLabelText('Quantity');

    await userEvent.clear(field);
    await userEvent.type(field, '40');
    expect(changes).toEqual([4, 10]);
    await userEvent.clear(field);
    await userEvent.type(field, 'abc');
    await userEvent.tab();
    expect(field).toHaveValue(10);

    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await userEvent.tab();
    expect(field).toHaveValue(1);
  });

  it('goes down to the least it is given, with the labels it is given', async () => {
    const changes: number[] = [];
    render(
      <Stepper
        min={0}
        label="Quantity of Sun Cap"
        hideLabel
        decreaseLabel="Decrease quantity of Sun Cap"
        increaseLabel="Increase quantity of Sun Cap"
        changes={changes}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Sun Cap' }));
    expect(screen.getByLabelText('Quantity of Sun Cap')).toHaveValue(0);
    expect(changes).toEqual([0]);
  });

  it('is all disabled when buying is not possible', () => {
    render(<Stepper disabled changes={[]} />);
    expect(screen.getByLabelText('Quantity')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });
});
