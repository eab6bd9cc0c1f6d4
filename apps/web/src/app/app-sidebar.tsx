import { Building2 } from 'lucide-react';
import { useId } from 'react';
import { Link, NavLink } from 'react-router';
import { type AppPage, pagesByGroup } from '@/app/pages';
import { IconTile } from '@/components/ui/icon-tile';
import {
  Sidebar,
  SidebarContent,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from '@/components/ui/sidebar';

const GROUPS = pagesByGroup();

/** The console's navigation: the logo, then every page of PAGES by group. */
export function AppSidebar() {
  return (
    <Sidebar collapsible="icon">
      <SidebarHeader className="border-sidebar-border border-b">
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton size="lg" asChild tooltip="PG Console">
              <Link to="/">
                <IconTile
                  icon={Building2}
                  className="aspect-square size-8 shrink-0 rounded-lg bg-sidebar-primary text-sidebar-primary-foreground"
                  iconClassName="size-4"
                />
                <span className="flex flex-col gap-0.5 leading-none">
                  <span className="font-semibold text-base">PG Console</span>
                  <span className="text-sidebar-foreground/65 text-xs">Hostel management</span>
                </span>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label="Primary" className="py-1">
          {GROUPS.map(({ group, pages }) => (
            <NavGroup key={group} label={group} pages={pages} />
          ))}
        </nav>
      </SidebarContent>
    </Sidebar>
  );
}

function NavGroup({ label, pages }: { label: string; pages: AppPage[] }) {
  const labelId = useId();
  const { isMobile, setOpenMobile } = useSidebar();
  return (
    <SidebarGroup role="group" aria-labelledby={labelId}>
      <SidebarGroupLabel id={labelId}>{label}</SidebarGroupLabel>
      <SidebarGroupContent>
        <SidebarMenu>
          {pages.map((page) => (
            <SidebarMenuItem key={page.path}>
              <SidebarMenuButton asChild tooltip={page.label}>
                <NavLink
                  to={page.path}
                  // The dashboard is current only on "/" itself, not on every page below it.
                  end={page.path === '/'}
                  onClick={() => {
                    if (isMobile) setOpenMobile(false);
                  }}
                >
                  <page.icon aria-hidden="true" />
                  <span>{page.label}</span>
                </NavLink>
              </SidebarMenuButton>
            </SidebarMenuItem>
          ))}
        </SidebarMenu>
      </SidebarGroupContent>
    </SidebarGroup>
  );
}
