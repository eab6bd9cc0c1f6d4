// The console: every address but /auth opened by address (index.html).
import { mount } from '@/app/mount';
import { AppRouter } from '@/app/router';

mount(<AppRouter />);
