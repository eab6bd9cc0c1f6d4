import { devices } from '@playwright/test';

/** A phone held upright: 375 × 740, touch, a phone's user agent (`test.use(PHONE)`). */
export const PHONE = {
  viewport: { width: 375, height: 740 },
  isMobile: true,
  hasTouch: true,
  userAgent: devices['Pixel 5'].userAgent,
};
