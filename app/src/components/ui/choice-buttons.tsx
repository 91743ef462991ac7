import type { ReactNode } from "react";

/**
 * A row of buttons of which one is chosen: radios of a radiogroup (`role="radio"`) or the tabs of a
 * tablist (`role="tab"`), named by `label`. `buttonClass` styles a button, chosen or not.
 */
export function ChoiceButtons<T extends string>({
  role,
  label,
  options,
  value,
  onChange,
  className,
  buttonClass,
}: {
  role: "radio" | "tab";
  label: string;
  options: readonly { value: T; label: ReactNode }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
  buttonClass: (chosen: boolean) => string;
}) {
  // The roles as ARIA pairs them: a radio is checked in its radiogroup, a tab selected in its tablist.
  const group = { role: role === "radio" ? "radiogroup" : "tablist", "aria-label": label };
  const marked = (chosen: boolean) =>
    role === "radio" ? { role, "aria-checked": chosen } : { role, "aria-selected": chosen };
  return (
    <div {...group} className={className}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          {...marked(value === o.value)}
          onClick={() => onChange(o.value)}
          className={buttonClass(value === o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
