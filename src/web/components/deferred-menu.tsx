import { type ComponentType, cloneElement, type HTMLAttributes, type ReactElement, useState } from 'react';
import { toastError } from '../lib/toasts';

/** What a deferred menu's code receives: its trigger (a button element) and whether to open at once. */
export type TDeferredMenuProps = { trigger: ReactElement; defaultOpen: boolean };

/**
 * A dropdown menu whose code loads when someone reaches for it. Until then its trigger is the same button,
 * plain: Radix's menu with floating-ui is about a tenth of what a first visit to the dashboard would download
 * (docs/decisions/0042-dashboard-first-visit-under-180-kb.md). Pointing at the button or focusing it fetches the
 * code; a click (or Enter or Space) swaps in the real menu, open, with focus in it as Radix gives a menu
 * opened from its trigger; closing it returns focus to the real trigger.
 */
export function DeferredMenu<TProps extends object>({
  load,
  trigger,
  menuProps,
}: {
  load: () => Promise<ComponentType<TProps & TDeferredMenuProps>>;
  trigger: ReactElement<HTMLAttributes<HTMLElement>>;
  menuProps: TProps;
}) {
  const [Menu, setMenu] = useState<ComponentType<TProps & TDeferredMenuProps> | null>(null);
  if (Menu) return <Menu {...menuProps} trigger={trigger} defaultOpen />;

  const warm = () => void load().catch(() => undefined);
  const open = () => {
    load().then(
      (loaded) => setMenu(() => loaded),
      (error: unknown) => toastError(error, 'Could not open the menu. Check your connection and try again.'),
    );
  };
  return cloneElement(trigger, {
    type: 'button',
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: warm,
    onFocus: warm,
    onClick: open,
  } as HTMLAttributes<HTMLElement>);
}
