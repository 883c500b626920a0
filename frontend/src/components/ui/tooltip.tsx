/**
 * Tooltip (Radix Tooltip): shows on hover and keyboard focus. Radix's tooltip and its positioning
 * (13 kB gzip) load on the first hover or focus of any tip, not with the page
 * (docs/performance.md#a-light-first-page): until then a tip renders its trigger alone, which has
 * no tooltip semantics to lose (Radix adds `aria-describedby` only while open). Once loaded, every
 * tip renders the Radix form; the one in use opens (hovered) or takes the focus back (focused), so
 * no hover or keystroke is lost. A tip pressed when the code arrives keeps its first form until the
 * press ends and its click has fired: swapping forms mounts a new trigger element, and a press that
 * starts on one element and ends on another makes no click.
 */
import { Slot } from 'radix-ui';
import { useState, useSyncExternalStore } from 'react';
import { tipTrigger, type TipProps } from './tip-trigger';
import type { RadixTip } from './tooltip-radix';

/** Radix's form of the tip, once its code has loaded. */
const radix: { Tip: typeof RadixTip | null } = { Tip: null };
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function loadRadixTip() {
  loading ??= import('./tooltip-radix').then((module) => {
    radix.Tip = module.RadixTip;
    for (const listener of listeners) listener();
  });
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Wraps any element in a tooltip. Disabled controls get no pointer events, so the trigger is a
 * focusable wrapper span around them (`wrap`).
 */
export function Tip(props: TipProps) {
  const loaded = useSyncExternalStore(subscribe, () => radix.Tip !== null);
  const [engaged, setEngaged] = useState<'hover' | 'focus' | null>(null);
  const [pressed, setPressed] = useState(false);
  if (loaded && radix.Tip && !pressed) return <radix.Tip {...props} engaged={engaged} />;
  // The click follows the release in the same task: let it fire before the form may change.
  const release = () => void setTimeout(() => setPressed(false), 0);
  const engage = (how: 'hover' | 'focus') => {
    setEngaged(how);
    void loadRadixTip();
  };
  return (
    <Slot.Root
      onPointerEnter={(event) => {
        if (event.pointerType !== 'touch') engage('hover');
      }}
      onPointerLeave={() => setEngaged((current) => (current === 'hover' ? null : current))}
      onPointerDown={() => setPressed(true)}
      onPointerUp={release}
      onPointerCancel={release}
      onFocus={() => engage('focus')}
      onBlur={() => setEngaged((current) => (current === 'focus' ? null : current))}
    >
      {tipTrigger(props)}
    </Slot.Root>
  );
}
