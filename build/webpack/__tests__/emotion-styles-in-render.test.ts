/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const { STAND_INS } = require('../stand-ins.cjs') as { STAND_INS: { replaces: RegExp; file: string }[] };
const standIn = STAND_INS.find(({ file }) => file.endsWith('emotion-styles-in-render.mjs'))!;

// an ES module, which jest cannot require: its hooks, from its text, with a React of the test's own
const source = readFileSync(standIn.file, 'utf8');
const fakeReact = { useInsertionEffect: jest.fn() };
const hooks = new Function(
  'React',
  `${source.replace(/^import .*$/m, '').replaceAll('export const ', 'const ')}
  return { useInsertionEffectAlwaysWithSyncFallback, useInsertionEffectWithLayoutFallback };`,
)(fakeReact) as {
  useInsertionEffectAlwaysWithSyncFallback(create: () => unknown): unknown;
  useInsertionEffectWithLayoutFallback: unknown;
};

describe("the stand-in for emotion's insertion hooks", () => {
  it("replaces the browser build that emotion's styled and css prop import, and nothing else", () => {
    const emotion = path.dirname(require.resolve('@emotion/use-insertion-effect-with-fallbacks/package.json'));
    const browserBuild = path.join(emotion, 'dist/emotion-use-insertion-effect-with-fallbacks.browser.esm.js');
    expect(existsSync(browserBuild)).toBe(true);
    expect(standIn.replaces.test(browserBuild)).toBe(true);
    expect(standIn.replaces.test(require.resolve('@emotion/styled'))).toBe(false);
    expect(standIn.replaces.test(require.resolve('@emotion/react'))).toBe(false);
  });

  it("puts a component's rules in as it renders: the hook runs them at once", () => {
    const insert = jest.fn();
    hooks.useInsertionEffectAlwaysWithSyncFallback(insert);
    expect(insert).toHaveBeenCalledTimes(1);
    expect(fakeReact.useInsertionEffect).not.toHaveBeenCalled();
  });

  it("leaves global styles to React's insertion effect", () => {
    expect(hooks.useInsertionEffectWithLayoutFallback).toBe(fakeReact.useInsertionEffect);
  });
});
