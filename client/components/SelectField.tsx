import { useKeptBeforeHydration } from "@client/lib/useHydrated";
import type { ReactNode } from "react";

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId?: string;
  children: ReactNode;
}

/** A native select with its visible label: the platform's picker is the most accessible one on phones. */
export function SelectField({ label, value, onChange, testId, children }: Props) {
  const ref = useKeptBeforeHydration<HTMLSelectElement, string>(value, onChange);
  return (
    <label className="block w-full">
      <span className="mb-1 block text-sm">{label}</span>
      <select
        ref={ref}
        data-testid={testId}
        className="select w-full min-h-11"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </label>
  );
}
