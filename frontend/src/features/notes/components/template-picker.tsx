/**
 * A template picker with a preview (docs/product.md#screens-and-routes note editors): choose a
 * template, read its prompts and tip, then 'Use template' or dismiss.
 */
import { X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';

export interface PickableTemplate {
  key: string;
  name: string;
  items: readonly string[];
  tip?: string;
}

export function TemplatePicker({
  label,
  placeholder,
  templates,
  onUse,
  disabled,
}: {
  /** Accessible name of the picker, e.g. 'Select a template'. */
  label: string;
  placeholder: string;
  templates: readonly PickableTemplate[];
  onUse: (template: PickableTemplate) => void;
  disabled?: boolean;
}) {
  const [chosen, setChosen] = useState<string>('');
  const template = templates.find((candidate) => candidate.key === chosen);
  return (
    <div className="grid gap-2">
      <Select value={chosen} onValueChange={setChosen} disabled={disabled}>
        <SelectTrigger aria-label={label} className="h-8 text-xs sm:max-w-64">
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {templates.map((candidate) => (
            <SelectItem key={candidate.key} value={candidate.key}>
              {candidate.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {template ? (
        <section
          aria-label={`${template.name} preview`}
          className="relative rounded-md border bg-muted/60 p-3 text-sm"
        >
          <button
            type="button"
            className="absolute top-2 right-2 rounded-sm p-0.5 text-muted-foreground hover:text-foreground"
            aria-label="Dismiss template"
            onClick={() => setChosen('')}
          >
            <X className="size-4" />
          </button>
          <p className="pr-6 font-medium">{template.name}</p>
          {template.tip ? (
            <p className="mt-1 text-xs text-muted-foreground">{template.tip}</p>
          ) : null}
          <ul className="mt-2 grid list-disc gap-0.5 pl-5">
            {template.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <Button
            size="sm"
            className="mt-3"
            onClick={() => {
              onUse(template);
              setChosen('');
            }}
          >
            Use template
          </Button>
        </section>
      ) : null}
    </div>
  );
}
