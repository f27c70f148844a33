import { Box, Tab, Tabs } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { ComplaintForm } from '@diary/web-kit';
import { FeedbackForm } from '../feedback';

const COMPLAINT_TITLE = 'Жалоба на учителя';

const FORMS = [
  { value: 'complaint', label: COMPLAINT_TITLE },
  { value: 'feedback', label: 'Обратная связь' },
] as const;
type Form = (typeof FORMS)[number]['value'];

/**
 * /student/create-complaint 'Отправить жалобу': the complaint about a teacher (docs/product/screens.md "Complaint
 * form page", POST complaint) and the 'Обратная связь' form (POST feedback), one at a time; the
 * chosen one is kept in ?form= so that a link can open it.
 */
export function ComplaintScreen() {
  const [params, setParams] = useSearchParams();
  const form: Form = params.get('form') === 'feedback' ? 'feedback' : 'complaint';
  return (
    <>
      <Tabs
        value={form}
        onChange={(_event, next: Form) => setParams(next === 'complaint' ? {} : { form: next }, { replace: true })}
        aria-label="Что отправить"
        sx={{ mb: 2 }}
      >
        {FORMS.map((entry) => (
          <Tab key={entry.value} value={entry.value} label={entry.label} />
        ))}
      </Tabs>
      <Box>
        {/* the student sees why a send failed (the API's message) and when the teachers did not load */}
        {form === 'complaint' ? <ComplaintForm title={COMPLAINT_TITLE} serverMessages reportTeachersFailure /> : <FeedbackForm />}
      </Box>
    </>
  );
}
