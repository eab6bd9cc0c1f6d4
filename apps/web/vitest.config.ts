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
    // The console runs on Preact (package.json aliases react and react-dom to @preact/compat).
    // Testing Library's ES module build imports React's test utilities, which are Preact's here;
    // its CommonJS build (what Node would load) would bypass this alias, so the ES one is named.
    resolve: {
      alias: [
        { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
        {
          find: /^@testing-library\/react$/,
          replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
        },
      ],
    },
    test: {
      maxWorkers: 2,
      server: { deps: { inline: [/@testing-library\/react/] } },
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
