/** Whether a path is one of the signed-in app's pages (the dashboard and everything under it). */
export function isDashboardPath(pathname: string): boolean {
  return pathname === '/dashboard' || pathname.startsWith('/dashboard/');
}
