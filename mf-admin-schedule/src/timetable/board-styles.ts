import { styled } from '@mui/material/styles';
import { SLOT_HEIGHT } from './board-model';

/** The board's widths and the height of a day's title, px. */
export const CABINET_WIDTH = 220;
export const LABEL_WIDTH = 110;
export const DAY_TITLE_HEIGHT = 32;

/** One style sheet for the whole board: hundreds of cells render as plain elements. */
export const BoardRoot = styled('div')(({ theme }) => {
  const divider = theme.palette.divider;
  return {
    fontSize: 12,
    '& .tt-head': { display: 'flex', borderBottom: `1px solid ${divider}`, background: theme.palette.background.paper },
    '& .tt-cabinet': {
      flexShrink: 0,
      padding: theme.spacing(0.5, 1),
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(1),
      borderLeft: `1px solid ${divider}`,
    },
    '& .tt-cabinet-name': { ...theme.typography.subtitle2, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    '& .tt-swatch': { width: 14, height: 14, borderRadius: '50%', flexShrink: 0 },
    '& .tt-muted': { color: theme.palette.text.secondary },
    '& .tt-nowrap': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    // a week is seven tall days: the browser lays out and paints only those on screen
    '& .tt-day': { borderBottom: `2px solid ${divider}`, contentVisibility: 'auto' },
    '& .tt-day-title': {
      ...theme.typography.body1,
      boxSizing: 'border-box',
      height: DAY_TITLE_HEIGHT,
      padding: theme.spacing(0.5, 1),
      background: theme.palette.action.hover,
      fontWeight: 600,
    },
    '& .tt-labels': { flexShrink: 0 },
    '& .tt-label': {
      boxSizing: 'border-box',
      borderTop: `1px solid ${divider}`,
      padding: theme.spacing(0.5, 1),
      color: theme.palette.text.secondary,
    },
    // the time axis: a line every hour, a fainter one every half hour
    '& .tt-col': {
      position: 'relative',
      flexShrink: 0,
      boxSizing: 'border-box',
      borderLeft: `1px solid ${divider}`,
      backgroundImage: `linear-gradient(${divider} 1px, transparent 1px), linear-gradient(${theme.palette.action.hover} 1px, transparent 1px)`,
      backgroundSize: `100% ${SLOT_HEIGHT}px, 100% ${SLOT_HEIGHT / 2}px`,
    },
    '& .tt-busy': { position: 'absolute', left: 0, right: 0 },
    '& .tt-gap': { position: 'absolute', left: 0, right: 0, boxSizing: 'border-box', padding: '1px 4px' },
    '& .tt-over': {
      background: theme.palette.action.selected,
      outline: `2px dashed ${theme.palette.primary.main}`,
      outlineOffset: -2,
      zIndex: 2,
    },
    '& .tt-placeholder': { position: 'absolute', width: 0, height: 0, overflow: 'hidden' },
    '& .tt-indicator': {
      position: 'absolute',
      left: 0,
      right: 0,
      top: '50%',
      transform: 'translateY(-50%)',
      textAlign: 'center',
      fontWeight: 600,
      color: theme.palette.primary.main,
      pointerEvents: 'none',
      zIndex: 3,
    },
    '& .tt-swap': { background: `${theme.palette.background.paper}cc`, padding: '2px 0' },
    '& .tt-add': {
      display: 'block',
      width: '100%',
      boxSizing: 'border-box',
      border: 0,
      borderRadius: theme.shape.borderRadius,
      background: 'transparent',
      color: theme.palette.primary.main,
      font: 'inherit',
      fontWeight: 500,
      textTransform: 'uppercase',
      cursor: 'pointer',
      opacity: 0.6,
      '&:hover, &:focus-visible': { opacity: 1, background: theme.palette.action.hover },
    },
    '& .tt-add-small': { fontSize: 10, lineHeight: 1, padding: 0, overflow: 'hidden' },
    '& .tt-lesson': { position: 'absolute', left: 2, right: 2, zIndex: 1 },
    '& .tt-anchor': { position: 'absolute', left: 0, right: 0, height: 0 },
    '& .tt-drag': { position: 'relative', height: 1, outline: 'none' },
    '& .tt-hang': { position: 'absolute', left: 0, right: 0 },
    '& .tt-card:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
    '& .tt-card': {
      position: 'relative',
      boxSizing: 'border-box',
      height: '100%',
      overflow: 'hidden',
      border: '1px solid',
      borderRadius: theme.shape.borderRadius,
      padding: 4,
      lineHeight: 1.35,
      backgroundClip: 'padding-box',
      '&:hover': { overflowY: 'auto', boxShadow: theme.shadows[2] },
      '&:hover .tt-actions, &:focus-within .tt-actions': { opacity: 1 },
    },
    '& .tt-dragging': { boxShadow: theme.shadows[6], background: theme.palette.background.paper },
    '& .tt-row': { display: 'flex', alignItems: 'center', gap: 4 },
    '& .tt-dot': { width: 8, height: 8, borderRadius: '50%', flexShrink: 0 },
    '& .tt-title': { fontWeight: 600, flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    '& .tt-students-grid': { display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 4 },
    '& .tt-comment svg': { verticalAlign: 'middle' },
    // Bottom right: the top row holds the title and the places.
    '& .tt-actions': {
      position: 'absolute',
      bottom: 2,
      right: 2,
      display: 'flex',
      opacity: 0,
      transition: 'opacity .15s',
      background: theme.palette.background.paper,
      borderRadius: theme.shape.borderRadius,
      '& button': {
        display: 'inline-flex',
        padding: 3,
        border: 0,
        background: 'transparent',
        borderRadius: '50%',
        cursor: 'pointer',
        color: theme.palette.action.active,
        '&:hover': { background: theme.palette.action.hover },
      },
      '& .tt-danger': { color: theme.palette.error.main },
    },
  };
});
