// The console: every address but /auth opened by address (index.html, whose HTML is the shell's
// placeholder: app/shell-placeholder.tsx). The 404 page is drawn over it rather than hydrating it.
import { matchRoutes } from 'react-router';
import { mount } from '@/app/mount';
import { AppRouter, routes } from '@/app/router';

const known = !matchRoutes(routes, window.location)?.some((match) => match.route.path === '*');
mount(<AppRouter />, { hydrate: known });
