/**
 * CSS is linted like code: a syntax error (an unclosed block swallowing the rest of a file), an unknown
 * property or unit, a duplicate selector or a deprecated property fails `npm run lint`. Layout-only
 * preferences of the standard config are off: the stylesheets use BEM class names (block__element--modifier)
 * and group related rules without blank lines.
 */
export default {
  extends: ['stylelint-config-standard'],
  ignoreFiles: ['**/build/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**'],
  rules: {
    'selector-class-pattern': ['^[a-z][a-z0-9]*(-[a-z0-9]+)*(__[a-z0-9]+(-[a-z0-9]+)*)?(--[a-z0-9]+(-[a-z0-9]+)*)?$', { message: 'Expected a BEM class name (block__element--modifier in kebab-case)' }],
    'rule-empty-line-before': null,
    'at-rule-empty-line-before': null,
    'comment-empty-line-before': null,
    'custom-property-empty-line-before': null,
    'declaration-empty-line-before': null,
    'media-feature-range-notation': null,
    'import-notation': null,
    'alpha-value-notation': null,
    'no-descending-specificity': null,
    'value-keyword-case': ['lower', { camelCaseSvgKeywords: true, ignoreProperties: ['/^--font/', 'font-family'] }],
  },
};
