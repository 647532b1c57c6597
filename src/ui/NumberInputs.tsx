import type { InputHTMLAttributes } from 'react';
import { inputStyles } from './buttons';

/** Extra attributes pass through: FormField gives its control an id and the aria attributes. */
type NumberInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
  value: string;
  onValueChange(value: string): void;
};

function NumberInput({
  value,
  onValueChange,
  type = 'number',
  ...rest
}: NumberInputProps & { type?: string }) {
  return (
    <input
      {...rest}
      className={inputStyles}
      type={type}
      value={value}
      onChange={(e) => onValueChange(e.target.value)}
    />
  );
}

/** How many copies: a whole number, at least 1 (part 2 §5), with the numeric keypad on a phone. */
export const QuantityInput = (props: NumberInputProps) => (
  <NumberInput inputMode="numeric" min={1} step={1} {...props} />
);

/**
 * A price, 0 or more, to the cent, with the decimal keypad on a phone. Text, not a number input: a
 * number input refuses the locale's decimal comma in some browsers; the form reads the text with
 * parseLocaleNumber (src/domain/format), which takes `2,50` and `2.50` alike.
 */
export const PriceInput = (props: NumberInputProps) => (
  <NumberInput type="text" inputMode="decimal" autoComplete="off" {...props} />
);
