/**
 * A labelled text input with its error message tied to it (aria-invalid, aria-describedby
 * `${id}-error`), so a screen reader reads the message with the field. Other props go to the input.
 */
import type { ComponentProps, ReactNode } from 'react';
import { fieldErrorProps } from '@/lib/field-errors';
import { FieldError } from './field-error';
import { Input } from './input';
import { Label } from './label';

export function TextField({
  id,
  label,
  error,
  className = 'grid gap-1.5',
  ...inputProps
}: {
  id: string;
  label: ReactNode;
  /** The message to show on the field, if any. */
  error?: string | undefined;
  className?: string;
} & Omit<ComponentProps<typeof Input>, 'id' | 'className'>) {
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...fieldErrorProps(id, error)} {...inputProps} />
      <FieldError id={id} message={error} />
    </div>
  );
}
