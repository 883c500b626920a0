/**
 * Steps 2–4: a multi-select of six fixed options (docs/product.md#screens-and-routes: goals,
 * challenges, top stressors). Each option is a toggle button with aria-pressed.
 */
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

export function ChoiceStep({
  options,
  selected,
  onChange,
  label,
}: {
  options: readonly string[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  label: string;
}) {
  const toggle = (option: string) =>
    onChange(
      selected.includes(option)
        ? selected.filter((item) => item !== option)
        : [...selected, option],
    );
  return (
    <div role="group" aria-label={label} className="grid gap-3 sm:grid-cols-2">
      {options.map((option) => {
        const on = selected.includes(option);
        return (
          <button
            key={option}
            type="button"
            aria-pressed={on}
            onClick={() => toggle(option)}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-lg border border-input bg-card p-4 text-left text-sm font-medium transition-colors hover:bg-muted',
              on && 'border-primary bg-primary-soft hover:bg-primary-soft',
            )}
          >
            <span
              aria-hidden
              className={cn(
                'flex size-5 shrink-0 items-center justify-center rounded-sm border border-input',
                on && 'border-primary bg-primary text-primary-foreground',
              )}
            >
              {on ? <Check className="size-3.5" strokeWidth={3} /> : null}
            </span>
            {option}
          </button>
        );
      })}
    </div>
  );
}
