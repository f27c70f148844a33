/*
 * MUI's components that no first screen uses (the admin area's, the monthly report's table), shared
 * apart as '@diary/mui-more' (shared.cjs), so that the teacher's and the student's first screens
 * neither fetch nor run them: the rest of MUI is mui-material.mjs. The shell's build provides both, so MUI's internals stay one copy; its library
 * files keep these components in a file of their own (library-chunks.cjs). A test
 * (build/webpack/__tests__) fails when a name is imported from the wrong list. Each comes from its
 * own folder: through MUI's index, which the first list reads, the first list's file would need them.
 */
export { default as Card } from '../../node_modules/@mui/material/Card/index.mjs';
export { default as CardActionArea } from '../../node_modules/@mui/material/CardActionArea/index.mjs';
export { default as CardContent } from '../../node_modules/@mui/material/CardContent/index.mjs';
export { default as FormGroup } from '../../node_modules/@mui/material/FormGroup/index.mjs';
export { default as Radio } from '../../node_modules/@mui/material/Radio/index.mjs';
export { default as RadioGroup } from '../../node_modules/@mui/material/RadioGroup/index.mjs';
export { default as Switch } from '../../node_modules/@mui/material/Switch/index.mjs';
export { default as ToggleButton } from '../../node_modules/@mui/material/ToggleButton/index.mjs';
export { default as ToggleButtonGroup } from '../../node_modules/@mui/material/ToggleButtonGroup/index.mjs';
export { default as Table } from '../../node_modules/@mui/material/Table/index.mjs';
export { default as TableBody } from '../../node_modules/@mui/material/TableBody/index.mjs';
export { default as TableCell } from '../../node_modules/@mui/material/TableCell/index.mjs';
export { default as TableContainer } from '../../node_modules/@mui/material/TableContainer/index.mjs';
export { default as TableHead } from '../../node_modules/@mui/material/TableHead/index.mjs';
export { default as TableRow } from '../../node_modules/@mui/material/TableRow/index.mjs';
