/**
 * A labelled single-choice select (Radix Select via `./select`): the label, the trigger with its
 * placeholder, and one item per option; an optional help text right under the trigger describes
 * it. Options are `{ value, label }`; an option may be disabled and carry a reason (shown as its
 * title).
 */
import type { ReactNode } from 'react';
import { fieldErrorProps } from '@/lib/field-errors';
import { FieldError } from './field-error';
import { Label } from './label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

export interface SelectOption<V extends string = string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
  /** Why a disabled option is disabled (its title). */
  reason?: string;
}

export function SelectField<V extends string>({
  id,
  label,
  value,
  options,
  onValueChange,
  placeholder,
  invalid = false,
  error,
  disabled = false,
  className = 'grid gap-1.5',
  triggerClassName,
  description,
}: {
  id: string;
  /** The visible label; omit it to name the trigger with `aria-label` instead (`placeholder`). */
  label: ReactNode;
  /** The chosen value, or '' for none (the placeholder shows). */
  value: V | '';
  options: readonly SelectOption<V>[];
  onValueChange: (value: V) => void;
  placeholder?: string;
  /** Marks the trigger invalid without a message of its own (it is shown elsewhere). */
  invalid?: boolean;
  /** A message to show on the field, tied to the trigger (aria-invalid, aria-describedby). */
  error?: string | undefined;
  disabled?: boolean;
  className?: string;
  triggerClassName?: string;
  /** Help text shown right under the trigger, which it describes (aria-describedby). */
  description?: string;
}) {
  const descriptionId = `${id}-description`;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Select
        value={value || undefined}
        onValueChange={(next) => onValueChange(next as V)}
        disabled={disabled}
      >
        <SelectTrigger
          id={id}
          aria-invalid={invalid || undefined}
          {...(error ? fieldErrorProps(id, error) : {})}
          {...(description
            ? { 'aria-describedby': [descriptionId, error ? `${id}-error` : ''].join(' ').trim() }
            : {})}
          className={triggerClassName}
        >
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem
              key={option.value}
              value={option.value}
              disabled={option.disabled}
              title={option.reason}
            >
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {description ? (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      <FieldError id={id} message={error} />
    </div>
  );
}
