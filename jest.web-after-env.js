/* global afterEach, beforeAll */
const { createElement } = require('react');
const { renderToString } = require('react-dom/server');
const { __unsafe_useEmotionCache: useEmotionCache } = require('@emotion/react');
// Screens declared with the kit's lazyScreen load their code on first render; load it before the
// tests, so that no assertion's time limit is spent on importing a screen.
const { loadDeclaredScreens } = require('./web-kit/src/ui/lazy-screen');

beforeAll(() => loadDeclaredScreens(), 60_000);

// Each test starts with an empty style sheet, as a newly opened page does. Otherwise emotion's
// rules pile up over a file's tests, and jsdom's getComputedStyle — which every query by role asks
// of each element and its ancestors — matches the element against every rule in the document.
// The cache is the one MUI's styles go through: emotion's default, read as a component would
// (none in the files that run in node's environment).
let emotionCache;
renderToString(
  createElement(function ReadEmotionCache() {
    emotionCache = useEmotionCache();
    return null;
  }),
);
afterEach(() => {
  if (!emotionCache) return;
  emotionCache.sheet.flush();
  for (const name of Object.keys(emotionCache.inserted)) delete emotionCache.inserted[name];
});
