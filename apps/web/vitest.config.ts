import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Two projects, both run by `npm test`:
 * - unit: the pure logic of src/lib and src/app, in Node;
 * - components: dialogs rendered in jsdom inside the app's providers, talking to the real server
 *   (started once in-process on an in-memory database by test/server/global-setup.ts).
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
            exclude: [...configDefaults.exclude, 'test/components/**', 'test/server/**'],
          },
        },
        {
          extends: true,
          test: {
            name: 'components',
            environment: 'jsdom',
            include: ['test/components/**/*.test.tsx'],
            globalSetup: ['test/server/global-setup.ts'],
            setupFiles: ['test/components/setup.ts'],
            // A loaded 2-core machine: wait for events, never for the clock.
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
      ],
    },
  }),
);
