import type { InputHTMLAttributes } from 'react';
import { inputStyles } from './buttons';

/** Extra attributes pass through: FormField gives its control an id and the aria attributes. */
type NumberInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
  value: string;
  onValueChange(value: string): void;
};

function NumberInput({ value, onValueChange, ...rest }: NumberInputProps) {
  return (
    <input
      {...rest}
      className={inputStyles}
      type="number"
      value={value}
      onChange={(e) => onValueChange(e.target.value)}
    />
  );
}

/** How many copies: a whole number, at least 1 (part 2 §5), with the numeric keypad on a phone. */
export const QuantityInput = (props: NumberInputProps) => (
  <NumberInput inputMode="numeric" min={1} step={1} {...props} />
);

/** A price in dollars, 0 or more, to the cent, with the decimal keypad on a phone. */
export const PriceInput = (props: NumberInputProps) => (
  <NumberInput inputMode="decimal" min={0} step={0.01} {...props} />
);
