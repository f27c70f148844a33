/*
 * The first part of MUI's list (mui-material.mjs), which the shell runs in a task of its own before
 * the rest (shell/src/index.ts): the text fields and what they are built of (inputs, select, menu,
 * popover, modal, popper, chip). Run with the whole list, MUI's modules made one of the longest tasks
 * of a first screen's start. Not shared, and in MUI's file (library-chunks.cjs); its names are the
 * list's too, so it adds no code.
 */
export { Autocomplete, TextField } from '../../node_modules/@mui/material/index.mjs';
