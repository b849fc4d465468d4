import type { ReactElement } from 'react';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '../../components/ui/tooltip';

/**
 * A collapsed sidebar link's name beside it, on hover or focus. Loaded only once the sidebar is collapsed
 * (sidebar-nav.tsx), so Radix's tooltip and its positioning stay out of a first visit with the sidebar open.
 */
export function NavTooltip({ title, children }: { title: string; children: ReactElement }) {
  return (
    <TooltipProvider delayDuration={200}>
      <Tooltip>
        <TooltipTrigger asChild>{children}</TooltipTrigger>
        <TooltipContent side="right">{title}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
