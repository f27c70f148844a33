import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Box, Button, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@diary/mui-more';
import { LoadError } from '../LoadError';
import { schoolYearLabel, schoolYearPeriodText } from '@diary/common/format';
import { SCHOOL_YEAR_MONTHS } from '@diary/common/schemas/achievement-rules';
import { FiltersBar } from '../FiltersBar';
import { Loading } from '../Loading';
import { PageHeader } from '../PageHeader';
import { SearchField } from '../SearchField';
import { MONTHLY_REPORT_TEXTS, MonthlyReportsStore, pageText, totalText } from './MonthlyReportsStore';
import { appDeps } from '../crud/app-deps';

export interface MonthlyReportsScreenProps {
  /** A teacher's own reports: the teacher filter is fixed to this id and hidden. */
  teacherId?: number | null;
  /** Debounce of the student search, in ms. */
  searchDelay?: number;
}

const ALL_TEACHERS = '';

/** docs/product/screens.md "Monthly teacher reports": students by the 12 months of a school year. */
export const MonthlyReportsScreen = observer(function MonthlyReportsScreen({ teacherId, searchDelay = 300 }: MonthlyReportsScreenProps) {
  const [store] = useState(() => new MonthlyReportsStore(appDeps, { pinnedTeacherId: teacherId ?? null }));
  const [searchText, setSearchText] = useState('');

  useEffect(() => {
    void store.load();
    void store.loadTeachers();
  }, [store]);

  useEffect(() => {
    const timer = setTimeout(() => store.setSearch(searchText), searchDelay);
    return () => clearTimeout(timer);
  }, [store, searchText, searchDelay]);

  return (
    <>
      <PageHeader title={MONTHLY_REPORT_TEXTS.title} />
      <FiltersBar>
        {!store.teacherPinned && (
          <TextField
            select
            size="small"
            label="Учитель"
            value={store.teacherId == null ? ALL_TEACHERS : String(store.teacherId)}
            onChange={(e) => store.setTeacher(e.target.value === ALL_TEACHERS ? null : Number(e.target.value))}
            sx={{ minWidth: 240 }}
          >
            <MenuItem value={ALL_TEACHERS}>{MONTHLY_REPORT_TEXTS.allTeachers}</MenuItem>
            {store.teachers.map((t) => (
              <MenuItem key={t.id} value={String(t.id)}>
                {t.fullName}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          select
          size="small"
          label="Учебный год"
          value={String(store.year)}
          onChange={(e) => store.setYear(Number(e.target.value))}
          sx={{ minWidth: 160 }}
        >
          {store.years.map((year) => (
            <MenuItem key={year} value={String(year)}>
              {schoolYearLabel(year)}
            </MenuItem>
          ))}
        </TextField>
        <SearchField label="Ученик" placeholder="Поиск ученика" value={searchText} onChange={setSearchText} />
        <Button
          onClick={() => {
            setSearchText('');
            store.clearFilters();
          }}
        >
          {MONTHLY_REPORT_TEXTS.clear}
        </Button>
      </FiltersBar>
      {store.teachersError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {store.teachersError}
        </Alert>
      )}
      <Typography sx={{ mb: 1 }} color="text.secondary">
        Период: {schoolYearPeriodText(store.year)}
      </Typography>
      {store.status.error ? (
        <LoadError message={store.status.error} onRetry={() => void store.load()} />
      ) : store.status.isLoading ? (
        <Loading />
      ) : store.rows.length === 0 ? (
        <Paper sx={{ p: 3 }}>
          <Typography color="text.secondary">{MONTHLY_REPORT_TEXTS.empty}</Typography>
        </Paper>
      ) : (
        // twelve months scroll sideways on a phone: a region the keyboard can reach and scroll (no control in it does)
        <TableContainer component={Paper} tabIndex={0} role="region" aria-label={MONTHLY_REPORT_TEXTS.title}>
          <Table size="small" aria-label={MONTHLY_REPORT_TEXTS.title}>
            <TableHead>
              <TableRow>
                <TableCell>Ученик</TableCell>
                {SCHOOL_YEAR_MONTHS.map((month) => (
                  <TableCell key={month} align="center">
                    {month}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {store.rows.map((row) => (
                <TableRow key={row.studentId} hover>
                  <TableCell component="th" scope="row">
                    {row.studentInitials}
                  </TableCell>
                  {SCHOOL_YEAR_MONTHS.map((month, i) => (
                    <TableCell key={month} align="center">
                      {row.months[i] ?? 0}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Box
        role="navigation"
        aria-label="Страницы отчетов"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 2, py: 1 }}
      >
        <Typography variant="body2">{totalText(store.total)}</Typography>
        <Button size="small" disabled={!store.hasPrevious || store.status.isLoading} onClick={() => store.previous()}>
          {MONTHLY_REPORT_TEXTS.previous}
        </Button>
        <Typography variant="body2">{pageText(store.page, store.totalPages)}</Typography>
        <Button size="small" disabled={!store.hasNext || store.status.isLoading} onClick={() => store.next()}>
          {MONTHLY_REPORT_TEXTS.next}
        </Button>
      </Box>
    </>
  );
});
