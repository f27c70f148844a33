/* global beforeAll */
// Screens declared with the kit's lazyScreen load their code on first render; load it before the
// tests, so that no assertion's time limit is spent on importing a screen.
const { loadDeclaredScreens } = require('./web-kit/src/ui/lazy-screen');

beforeAll(() => loadDeclaredScreens(), 60_000);
