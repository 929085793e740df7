import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', '.bench/**', 'extensions/*/assets/**', 'coverage/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}', 'src/main.tsx', 'src/composition/**/*.{ts,tsx}', 'extensions/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['storefront/**/*.ts', 'extensions/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
  },
  {
    // User text is never parsed as HTML (docs/product/storefront.md#safety): set textContent, build
    // elements, or escape in Liquid. No exceptions in the admin or on the storefront.
    files: ['src/**/*.{ts,tsx}', 'storefront/**/*.ts', 'extensions/**/*.{js,ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'innerHTML', message: 'Set textContent or build elements: user text must never be parsed as HTML.' },
        { property: 'outerHTML', message: 'Set textContent or build elements: user text must never be parsed as HTML.' },
        { property: 'insertAdjacentHTML', message: 'Build elements instead: user text must never be parsed as HTML.' },
        { object: 'document', property: 'write', message: 'document.write parses HTML.' },
        { object: 'document', property: 'writeln', message: 'document.writeln parses HTML.' },
        { property: 'createContextualFragment', message: 'Build elements instead: user text must never be parsed as HTML.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'User text must never be parsed as HTML.' },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}', '*.config.{js,ts,mjs}', '.dependency-cruiser.cjs', 'tests/**/*.{ts,tsx}', 'server/main.ts'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
  {
    // Tests read JSON responses whose shape is the thing under test.
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
