/**
 * Polaris' complete stylesheet, for a screen that renders Polaris parts the first screen does not
 * (docs/decisions/0046-first-screen-bundle.md).
 * The page starts with the rules its first screen needs (src/main.tsx); a screen that renders
 * more of Polaris imports this module, whose stylesheet loads with the screen, after the first
 * one, and restates every rule in Polaris' own order. The `?complete` query makes it a stylesheet
 * of its own beside the first screen's. The build (scripts/build/polaris-css-plugin.ts) keeps the
 * rules of classes the admin's scripts write, and fails when a screen needs this and lacks it.
 */
import '@shopify/polaris/build/esm/styles.css?complete';
