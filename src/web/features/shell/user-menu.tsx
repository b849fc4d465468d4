import { getInitials } from '../../../shared/format';
import { DeferredMenu } from '../../components/deferred-menu';
import { useDashboardAccess } from '../../lib/use-dashboard-access';

const loadUserMenu = () => import('./user-menu-content').then((module) => module.UserMenuContent);

/** The avatar button; its menu (full name and e-mail, Profile, Homepage and Sign Out) loads when first opened. */
export function UserMenu() {
  const { me } = useDashboardAccess();
  const fullName = me ? (me.profile.fullName ?? me.user.name) : '';
  return (
    <DeferredMenu
      load={loadUserMenu}
      menuProps={{ fullName, email: me?.user.email ?? '' }}
      trigger={
        <button
          type="button"
          className="flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary text-xs font-semibold text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          aria-label="Account menu"
        >
          {me?.user.image ? (
            <img src={me.user.image} alt="" className="size-full object-cover" />
          ) : (
            <span aria-hidden>{me ? getInitials(fullName) : ''}</span>
          )}
        </button>
      }
    />
  );
}
