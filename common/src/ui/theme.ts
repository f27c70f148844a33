import { createTheme } from '@mui/material/styles';
import { ruRU as coreRuRU } from '@mui/material/locale';

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
        background: { default: '#f5f7fb' },
      },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily: '"Roboto", "Helvetica Neue", Arial, sans-serif',
        button: { textTransform: 'none' },
      },
    },
    coreRuRU,
  );
}
