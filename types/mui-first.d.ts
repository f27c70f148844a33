/** The first part of MUI's list, run apart by the shell's start (build/webpack/mui-material-first.mjs). */
declare module '@diary/mui-first' {
  export { Autocomplete, TextField } from '@mui/material';
}
