import { useNavigate } from 'react-router';
import { getPaletteEntries, PALETTE_GROUPS } from '../../../shared/access/navigation';
import { NAV_ICONS } from '../../components/nav-icons';
import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from '../../components/ui/command';
import type { TDialogOpenProps } from '../../components/ui/dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { useDashboardAccess } from '../../lib/use-dashboard-access';

/** Ctrl/Cmd+K: search the pages this user may open, grouped as the spec lists them, and go there. */
export function CommandPalette({ isOpen, onOpenChange }: TDialogOpenProps) {
  const navigate = useNavigate();
  const { context } = useDashboardAccess();
  const entries = getPaletteEntries(context);

  const open = (path: string) => {
    onOpenChange(false);
    void navigate(path);
  };

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="top-[20%] translate-y-0 gap-0 overflow-hidden p-0" isCloseButtonShown={false}>
        <DialogTitle className="sr-only">Search</DialogTitle>
        <DialogDescription className="sr-only">Find a page and press Enter to open it.</DialogDescription>
        <Command label="Search pages">
          <CommandInput placeholder="Type to search or navigate..." />
          <CommandList>
            <CommandEmpty>No results found.</CommandEmpty>
            {PALETTE_GROUPS.map((group) => {
              const groupEntries = entries.filter((entry) => entry.group === group);
              if (groupEntries.length === 0) return null;
              return (
                <CommandGroup key={group} heading={group}>
                  {groupEntries.map((entry) => {
                    const Icon = NAV_ICONS[entry.icon];
                    return (
                      <CommandItem key={entry.path} value={entry.title} onSelect={() => open(entry.path)}>
                        <Icon aria-hidden />
                        {entry.title}
                      </CommandItem>
                    );
                  })}
                </CommandGroup>
              );
            })}
          </CommandList>
        </Command>
      </DialogContent>
    </Dialog>
  );
}
