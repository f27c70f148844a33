/**
 * @jest-environment node
 */
const { libraryChunks } = require('../library-chunks.cjs') as {
  libraryChunks(): { cacheGroups: Record<string, { test(module: { nameForCondition(): string }): boolean; name: string }> };
};

const groups = Object.values(libraryChunks().cacheGroups);

/** The library file a module of node_modules lands in, or none (webpack cuts it as it likes). */
function fileOf(modulePath: string): string | undefined {
  const names = groups.filter((group) => group.test({ nameForCondition: () => modulePath })).map((group) => group.name);
  expect(names.length).toBeLessThanOrEqual(1);
  return names[0];
}

describe("the shell's library files", () => {
  it('puts MUI, its styling engine and what it is built on in one file', () => {
    for (const module of [
      '/app/node_modules/@mui/material/Button/Button.mjs',
      '/app/node_modules/@mui/material/styles/createTheme.mjs',
      '/app/node_modules/@mui/system/createStyled/createStyled.mjs',
      '/app/node_modules/@mui/utils/useForkRef/useForkRef.mjs',
      '/app/node_modules/@emotion/react/dist/emotion-react.browser.esm.js',
      '/app/node_modules/@emotion/styled/dist/emotion-styled.browser.esm.js',
      '/app/node_modules/@popperjs/core/lib/popper.js',
      'C:\\app\\node_modules\\react-transition-group\\esm\\Transition.js',
    ]) {
      expect(fileOf(module)).toBe('lib-mui');
    }
  });

  it("puts the stand-ins for MUI's number formatter and emotion's insertion hooks with MUI", () => {
    expect(fileOf(require.resolve('../lazy-format-number.mjs'))).toBe('lib-mui');
    expect(fileOf(require.resolve('../emotion-styles-in-render.mjs'))).toBe('lib-mui');
  });

  it("puts the first part of MUI's list, which the start runs apart, in MUI's file", () => {
    expect(fileOf(require.resolve('../mui-material-first.mjs'))).toBe('lib-mui');
  });

  it('keeps React, the router, the stores and the date pickers in files of their own', () => {
    expect(fileOf('/app/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('lib-react');
    expect(fileOf('/app/node_modules/scheduler/cjs/scheduler.production.js')).toBe('lib-react');
    expect(fileOf('/app/node_modules/react-router/dist/production/index.mjs')).toBe('lib-router');
    expect(fileOf('/app/node_modules/mobx/dist/mobx.esm.js')).toBe('lib-state');
    expect(fileOf('/app/node_modules/@mui/x-date-pickers/DatePicker/DatePicker.mjs')).toBe('lib-date-pickers');
    expect(fileOf('/app/node_modules/dayjs/locale/ru.js')).toBe('lib-date-pickers');
  });

  it("keeps the admin area's second MUI list apart, but not the class names MUI's theme imports", () => {
    expect(fileOf('/app/node_modules/@mui/material/Switch/Switch.mjs')).toBe('lib-mui-more');
    expect(fileOf('/app/node_modules/@mui/material/ToggleButtonGroup/ToggleButtonGroup.mjs')).toBe('lib-mui-more');
    expect(fileOf('/app/node_modules/@mui/material/Switch/switchClasses.mjs')).toBe('lib-mui');
    expect(fileOf('/app/node_modules/@mui/material/Checkbox/Checkbox.mjs')).toBe('lib-mui');
  });

  it("keeps the time pickers (admin forms only) out of the date pickers' file, but not what the date pickers use too", () => {
    for (const module of [
      '/app/node_modules/@mui/x-date-pickers/TimePicker/TimePicker.mjs',
      '/app/node_modules/@mui/x-date-pickers/DesktopTimePicker/DesktopTimePicker.mjs',
      '/app/node_modules/@mui/x-date-pickers/MultiSectionDigitalClock/MultiSectionDigitalClock.mjs',
      '/app/node_modules/@mui/x-date-pickers/timeViewRenderers/timeViewRenderers.mjs',
      '/app/node_modules/@mui/x-date-pickers/internals/components/PickersToolbarText.mjs',
      '/app/node_modules/@mui/x-date-pickers/validation/validateTime.mjs',
      'C:\\app\\node_modules\\@mui\\x-date-pickers\\TimeClock\\Clock.mjs',
    ]) {
      expect(fileOf(module)).toBe('lib-time-pickers');
    }
    expect(fileOf('/app/node_modules/@mui/x-date-pickers/internals/utils/time-utils.mjs')).toBe('lib-date-pickers');
    expect(fileOf('/app/node_modules/@mui/x-date-pickers/validation/validateDate.mjs')).toBe('lib-date-pickers');
    expect(fileOf('/app/node_modules/@mui/x-date-pickers/internals/components/PickersToolbar.mjs')).toBe('lib-date-pickers');
    expect(fileOf('/app/node_modules/@mui/x-date-pickers/DateTimePicker/DateTimePicker.mjs')).toBe('lib-date-pickers');
  });

  it('leaves the grid, the charts and what only one screen needs to the screens that use them', () => {
    expect(fileOf('/app/node_modules/@mui/x-data-grid/DataGrid/DataGrid.mjs')).toBeUndefined();
    expect(fileOf('/app/node_modules/@mui/x-charts/BarChart/BarChart.mjs')).toBeUndefined();
    expect(fileOf('/app/node_modules/xlsx/xlsx.mjs')).toBeUndefined();
    expect(fileOf('/app/node_modules/@dnd-kit/core/dist/core.esm.js')).toBeUndefined();
    // a package whose name starts like a grouped one is not in the group
    expect(fileOf('/app/node_modules/react-dom-confetti/index.js')).toBeUndefined();
    expect(fileOf('/app/node_modules/@mui/material-nextjs/index.js')).toBeUndefined();
  });
});
