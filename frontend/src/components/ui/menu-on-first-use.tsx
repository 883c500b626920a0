/**
 * A menu button whose Radix menu (with its layers and positioning, about 15 kB gzip) loads on
 * first use, not with the page (docs/performance.md#a-light-first-page). Until then the trigger is
 * the plain button given as `children`, with `aria-haspopup="menu"` and `aria-expanded="false"` as
 * Radix's own trigger has while closed; hovering or focusing it preloads the menu's code. Pressed
 * (primary pointer button, Enter, Space or an arrow key, or a click from assistive technology) it
 * renders `menu`, which mounts the Radix menu open around the same trigger (`DropdownMenu
 * defaultOpen`, and `DropdownMenuContent focusFirstItem` when the keyboard opened it, as Radix's
 * own trigger does).
 */
import { Slot } from 'radix-ui';
import { Suspense, useState, type ReactElement, type ReactNode } from 'react';

/** The keys that open a Radix menu from its trigger. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

export function MenuOnFirstUse({
  preload,
  menu,
  children,
}: {
  /** Starts loading the menu's code (the import behind the lazy `menu`). */
  preload: () => Promise<unknown>;
  /** The menu, open, around `trigger`; `openedWithKeyboard` focuses its first item. */
  menu: (trigger: ReactElement, openedWithKeyboard: boolean) => ReactNode;
  /** The trigger: a button. */
  children: ReactElement;
}) {
  const [opened, setOpened] = useState<'pointer' | 'keyboard' | null>(null);
  const plain = (
    <Slot.Root
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void preload()}
      onFocus={() => void preload()}
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        setOpened('pointer');
      }}
      onKeyDown={(event) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        setOpened('keyboard');
      }}
      onClick={() => setOpened((current) => current ?? 'keyboard')}
    >
      {children}
    </Slot.Root>
  );
  if (!opened) return plain;
  return <Suspense fallback={plain}>{menu(children, opened === 'keyboard')}</Suspense>;
}
