import { Button } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { logger } from '../../../lib/logger';
import { notify } from '../../../lib/notify';
import { fetchCalendarFile, type CalendarItem } from '../api/calendarApi';
import { saveTextFile } from '../lib/saveFile';

/** 'Zet in je agenda': downloads the trip or ride as an .ics file for the phone's calendar. */
export function CalendarDownloadButton({ item }: { item: CalendarItem }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const text = await fetchCalendarFile(item);
      saveTextFile(`${item.kind === 'trip' ? 'reis' : 'rit'}-${item.id}.ics`, text, 'text/calendar');
    } catch (error) {
      logger.warn('Downloading the calendar file failed', error);
      notify.error('calendar.download.error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="light" loading={busy} onClick={() => void download()}>
      {intl.formatMessage({ id: 'calendar.download' })}
    </Button>
  );
}
