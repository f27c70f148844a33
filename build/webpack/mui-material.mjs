/*
 * MUI as every app shares it, '@mui/material' (shared.cjs): the components and helpers the portal
 * imports, and no more. A shared module keeps all it exports, and the whole of MUI is twice what the
 * portal uses: through this list webpack drops the rest. A test (build/webpack/__tests__) fails when
 * the portal imports a name that is not here. Deep imports ('@mui/material/styles', MUI X's
 * '@mui/material/Button') are shared by their own keys, as before. What only the admin area uses
 * is in mui-material-more.mjs ('@diary/mui-more').
 */
export {
  Alert,
  AlertTitle,
  AppBar,
  Autocomplete,
  Box,
  Button,
  ButtonBase,
  Checkbox,
  Chip,
  CircularProgress,
  createFilterOptions,
  CssBaseline,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  Drawer,
  FormControl,
  FormControlLabel,
  FormLabel,
  IconButton,
  InputAdornment,
  LinearProgress,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Paper,
  Tab,
  Tabs,
  TextField,
  ThemeProvider,
  Toolbar,
  Tooltip,
  Typography,
  alpha,
  useMediaQuery,
  useTheme,
} from '../../node_modules/@mui/material/index.mjs';
