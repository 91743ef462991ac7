import type { ReactNode } from "react";

/**
 * A choice of a radio group drawn as its label alone: the radio button is hidden (still focusable and read
 * by screen readers), and the label, styled by `className`, is what the user sees and clicks.
 */
export function RadioLabel({
  name,
  value,
  checked,
  disabled,
  onChange,
  title,
  className,
  children,
}: {
  name: string;
  value?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
  title?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <label title={title} className={className}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        className="sr-only"
      />
      {children}
    </label>
  );
}
