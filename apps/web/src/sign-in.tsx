// /auth opened by address (auth.html): the sign-in page without the console's router.
import { mount } from '@/app/mount';
import { SignInEntry } from '@/app/sign-in-entry';

mount(<SignInEntry />);
