import { createTheme } from '@mui/material/styles';
import { ruRU as coreRuRU } from '@mui/material/locale';
import { ruRU as gridRuRU } from '@mui/x-data-grid/locales';
import { ruRU as pickersRuRU } from '@mui/x-date-pickers/locales';

/** The portal's MUI theme with the Russian locale for MUI, DataGrid and date pickers. */
export function createAppTheme() {
  return createTheme(
    {
      palette: {
        primary: { main: '#1f5fa8' },
        secondary: { main: '#f2994a' },
        background: { default: '#f5f7fb' },
      },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily: '"Roboto", "Helvetica Neue", Arial, sans-serif',
        button: { textTransform: 'none' },
      },
    },
    coreRuRU,
    gridRuRU,
    pickersRuRU,
  );
}
