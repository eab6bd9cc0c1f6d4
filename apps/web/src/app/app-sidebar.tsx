import { useId } from 'react';
import { Link, NavLink } from 'react-router';
import { BrandMark } from '@/app/brand-mark';
import { type AppPage, pagesByGroup } from '@/app/pages';
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
                <BrandMark />
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
