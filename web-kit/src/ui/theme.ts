import { createTheme } from '@mui/material/styles';
import { ruRU as coreRuRU } from '@mui/material/locale';

/** A phone (below `sm`, 600 px) or any touch screen: what a finger taps is at least 44 px. */
const TOUCH_MEDIA = '@media (max-width:599.95px), (pointer: coarse)';
const TOUCH_TARGET = 44;
/** The padding that makes a 24 px icon (a checkbox's, a radio's) a 44 px target. */
const ICON_PADDING = (TOUCH_TARGET - 24) / 2;

/** The Autocomplete's input keeps its text clear of the (now larger) open and clear buttons and its own 9 px edge. */
const autocompleteIndicatorRoom = {
  '& .MuiAutocomplete-inputRoot.MuiOutlinedInput-root': {
    '.MuiAutocomplete-hasPopupIcon&, .MuiAutocomplete-hasClearIcon&': { paddingRight: TOUCH_TARGET + 9 },
    '.MuiAutocomplete-hasPopupIcon.MuiAutocomplete-hasClearIcon&': { paddingRight: 2 * TOUCH_TARGET + 9 },
  },
};

/**
 * The portal's MUI theme with MUI's Russian locale. DataGrid's and the date pickers' Russian texts come
 * with DataTable and DateField, so the first screen does not load those libraries for their texts.
 */
export function createAppTheme() {
  return createTheme(
    {
      palette: {
        primary: { main: '#1f5fa8' },
        secondary: { main: '#f2994a' },
        // darker than MUI's: text and outlines in these colours hold 4.5:1 on white and on the background (WCAG AA)
        warning: { main: '#b45309' },
        info: { main: '#016fa8' },
        background: { default: '#f5f7fb' },
      },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily: '"Roboto", "Helvetica Neue", Arial, sans-serif',
        button: { textTransform: 'none' },
      },
      components: {
        MuiButton: { styleOverrides: { root: { [TOUCH_MEDIA]: { minHeight: TOUCH_TARGET } } } },
        MuiIconButton: { styleOverrides: { root: { [TOUCH_MEDIA]: { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET } } } },
        MuiListItemButton: { styleOverrides: { root: { [TOUCH_MEDIA]: { minHeight: TOUCH_TARGET } } } },
        MuiMenuItem: { styleOverrides: { root: { [TOUCH_MEDIA]: { minHeight: TOUCH_TARGET } } } },
        MuiCheckbox: { styleOverrides: { root: { [TOUCH_MEDIA]: { padding: ICON_PADDING } } } },
        MuiRadio: { styleOverrides: { root: { [TOUCH_MEDIA]: { padding: ICON_PADDING } } } },
        MuiAutocomplete: { styleOverrides: { root: { [TOUCH_MEDIA]: autocompleteIndicatorRoom } } },
        // MUI's unselected toggle (action.active, 54 % black) falls just short of 4.5:1 on the page's background
        MuiToggleButton: { styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) } },
      },
    },
    coreRuRU,
  );
}
