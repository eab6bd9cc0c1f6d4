import { matchPath } from 'react-router';
import { type LazyPage, lazyPage } from '@/app/page-code';
import { type AppPage, PAGES } from '@/app/pages';

/** The shell's frame (sidebar, header). */
export const AppLayout = lazyPage(() => import('@/app/app-layout').then((m) => m.AppLayout));

const pageCode = new Map<AppPage['load'], LazyPage>();
/** The component of a shell page's code (its `load`), one per page. */
export function pageComponent(load: NonNullable<AppPage['load']>): LazyPage {
  const known = pageCode.get(load);
  if (known) return known;
  const code = lazyPage(load);
  pageCode.set(load, code);
  return code;
}

/** Fetches the shell's code and the page's at `pathname`, so that the shell's first render draws them at once. */
export function preloadShell(pathname: string): Promise<unknown> {
  const page = PAGES.find((p) => matchPath({ path: p.path, end: true }, pathname));
  return Promise.all([AppLayout.preload(), page?.load && pageComponent(page.load).preload()]);
}
