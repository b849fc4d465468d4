import { renderToStaticMarkup } from 'react-dom/server';
import { DashboardSkeleton } from './dashboard-skeleton';

/** The dashboard frame as HTML, for scripts/prerender.mjs: the same for every user and every dashboard page. */
export function renderDashboardShell(): string {
  return renderToStaticMarkup(<DashboardSkeleton />);
}

/** The core every dashboard page needs: its route table, the query client, the layout and the route guard. */
export const DASHBOARD_SHELL_CORE = [
  'src/web/app/dashboard-routes.tsx',
  'src/web/app/providers.tsx',
  'src/web/layouts/dashboard-layout.tsx',
  'src/web/features/shell/route-guard.tsx',
] as const;

/**
 * The most visited dashboard pages get a file of their own that also preloads the page's code; every other
 * dashboard path is answered with dashboard-shell.html (the core only).
 */
export const DASHBOARD_SHELL_PAGES = [
  { file: 'dashboard/index.html', module: 'src/web/features/dashboard/dashboard-page.tsx' },
  {
    file: 'dashboard/contributions/index.html',
    module: 'src/web/features/contributions/contributions-page.tsx',
  },
  { file: 'dashboard/loans/index.html', module: 'src/web/features/loans/loans-page.tsx' },
  {
    file: 'dashboard/transactions/index.html',
    module: 'src/web/features/transactions/transactions-page.tsx',
  },
] as const;

/**
 * Code a dashboard page loads only when asked that must work offline too, so the service worker keeps it when
 * it installs: the toaster, which says that a write made offline was not saved; the shell's parts loaded when
 * first used (the account and organization menus, components/deferred-menu.tsx; the phone's drawer; the
 * collapsed sidebar's tooltips); and the dialogs of the pages it keeps, which open offline and refuse to save.
 */
export const DASHBOARD_OFFLINE_EXTRAS = [
  'src/web/components/app-toaster.tsx',
  'src/web/features/shell/user-menu-content.tsx',
  'src/web/features/shell/organization-menu.tsx',
  'src/web/layouts/mobile-sidebar.tsx',
  'src/web/features/shell/nav-tooltip.tsx',
  'src/web/features/contributions/contribution-form-dialog.tsx',
  'src/web/features/contributions/contribution-decision-dialog.tsx',
  'src/web/components/confirm-dialog.tsx',
  'src/web/features/transactions/new-transaction-dialog.tsx',
  'src/web/features/transactions/reverse-transaction-dialog.tsx',
  'src/web/features/loans/loan-request-dialog.tsx',
  'src/web/features/loans/loan-detail-sheet.tsx',
  'src/web/features/loans/loan-decision-dialog.tsx',
  'src/web/features/loans/loan-disburse-dialog.tsx',
  'src/web/features/loans/loan-repayment-dialog.tsx',
  'src/web/features/loans/loan-terms-dialog.tsx',
  'src/web/features/rotation/round-payout-button.tsx',
] as const;
