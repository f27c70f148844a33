import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import { http } from 'mf_auth/session';
import { PageHeader } from '../PageHeader';
import { CalendarFeedDialog } from './CalendarFeedDialog';
import { CalendarFeedStore } from './CalendarFeedStore';
import { copyText } from './copy-text';
import { PersonWeekStore, type WeekPerson } from './PersonWeekStore';
import { PersonWeekView } from './PersonWeekView';
import { WEEK_TEXTS } from './week-texts';
import { appDeps } from '../crud/app-deps';

export interface PersonWeekScreenProps {
  /** The page's h1: 'Моё расписание' (teacher), 'Расписание' (student). */
  title: string;
  person: WeekPerson;
  /** Tests pass stores with a fake API. */
  store?: PersonWeekStore;
  feedStore?: CalendarFeedStore;
  /** One day at a time (tests); by default on a phone. */
  oneDay?: boolean;
}

/** A person's own week (docs/product/screens.md): the week by day and 'Подписаться в календаре'. */
export const PersonWeekScreen = observer(function PersonWeekScreen({
  title,
  person,
  store: given,
  feedStore,
  oneDay,
}: PersonWeekScreenProps) {
  const [store] = useState(() => given ?? new PersonWeekStore(appDeps, person));
  const [feed] = useState(() => feedStore ?? new CalendarFeedStore({ http, copy: copyText }));
  const [subscribing, setSubscribing] = useState(false);

  useEffect(() => {
    void store.fetch();
    return () => store.cancel();
  }, [store]);

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Button variant="outlined" startIcon={<EventIcon />} onClick={() => setSubscribing(true)}>
            {WEEK_TEXTS.subscribe}
          </Button>
        }
      />
      <PersonWeekView store={store} oneDay={oneDay} />
      <CalendarFeedDialog open={subscribing} onClose={() => setSubscribing(false)} store={feed} />
    </>
  );
});
