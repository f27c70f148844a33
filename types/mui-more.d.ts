/** MUI's components that no first screen uses, shared apart (build/webpack/mui-material-more.mjs). */
declare module '@diary/mui-more' {
  export {
    Card,
    CardActionArea,
    CardContent,
    FormGroup,
    Radio,
    RadioGroup,
    Switch,
    ToggleButton,
    ToggleButtonGroup,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TableRow,
  } from '@mui/material';
}
